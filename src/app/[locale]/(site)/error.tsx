"use client";

import { House, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorTexts } from "@/components/error-texts";
import { Link } from "@/i18n/link";

export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Card
        role="alert"
        className="flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{texts.title}</h1>
        <p className="text-stone-700">{texts.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* retry re-fetches the server part of the page, where reset would only re-render. */}
          <Button type="button" onClick={() => retry()}>
            <RotateCw aria-hidden="true" />
            {texts.retry}
          </Button>
          {texts.home ? (
            <Link href="/" className={buttonVariants({ variant: "outline" })}>
              <House aria-hidden="true" />
              {texts.home}
            </Link>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
