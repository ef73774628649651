"use client";

import { CircleAlert, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorTexts } from "@/components/error-texts";

export default function PropertiesError({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-20 sm:px-6 lg:px-8">
      <Card
        role="alert"
        className="flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{texts.title}</h1>
        <p className="text-stone-700">{texts.text}</p>
        <Button type="button" onClick={() => retry()}>
          <RotateCw aria-hidden="true" />
          {texts.retry}
        </Button>
      </Card>
    </div>
  );
}
