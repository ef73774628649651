"use client";

import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmailVerificationForm } from "./email-verification-form";
import type { SignInFormIntl } from "./sign-in-form-intl";

/** A page's sign-in step as a card: its title and why, then the e-mail verification form. */
export function SignInCard({
  title,
  text,
  intl,
  onVerified,
}: {
  title: string;
  text: string;
  intl: SignInFormIntl;
  onVerified: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-forest-950">{title}</CardTitle>
        <p className="text-sm text-stone-600">{text}</p>
      </CardHeader>
      <CardContent>
        <EmailVerificationForm intl={intl} headingLevel={3} onVerified={onVerified} />
      </CardContent>
    </Card>
  );
}

/**
 * What a page shows until the browser has read the stored session: what a signed-out guest will
 * see (`signedOut`, a first visit's view), inert until the page has started, or, where SessionHint
 * found a stored session, a skeleton over it that holds its place, so that nothing below moves.
 */
export function SessionPending({ signedOut }: { signedOut: ReactNode }) {
  return (
    <div className="grid">
      <div inert className="col-start-1 row-start-1 signed-in:invisible">
        {signedOut}
      </div>
      <Card className="invisible col-start-1 row-start-1 flex flex-col gap-4 p-6 signed-in:visible">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    </div>
  );
}
