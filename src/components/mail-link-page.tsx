import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/link";

/**
 * What the pages behind a mailed link (confirm a sign-up, turn it off) share around their
 * message: the newsletter's and the availability alerts'.
 */
export function MailLinkPage({
  title,
  back,
  children,
}: {
  title: string;
  /** The link back to the homes. */
  back: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-stone-900">{title}</h1>
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        {children}
        <p className="text-sm text-stone-600">
          <Link href="/properties" className="text-forest-700 underline-offset-4 hover:underline">
            {back}
          </Link>
        </p>
      </Card>
    </div>
  );
}

/** A confirmed sign-up (the newsletter, an availability alert), with the way to turn it off. */
export function SignUpConfirmed({
  heading,
  text,
  changedMind,
  unsubscribe,
}: {
  heading: string;
  text: string;
  changedMind: string;
  unsubscribe: { label: string; href: string };
}) {
  return (
    <>
      <h2 className="font-serif text-xl font-semibold text-forest-800">{heading}</h2>
      <p className="text-base text-stone-800">{text}</p>
      <p className="text-sm text-stone-600">
        {changedMind}{" "}
        <Link
          href={unsubscribe.href}
          className="text-forest-700 underline-offset-4 hover:underline"
        >
          {unsubscribe.label}
        </Link>
      </p>
    </>
  );
}
