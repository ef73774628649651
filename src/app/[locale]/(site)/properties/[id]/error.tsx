"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorTexts } from "@/components/error-texts";

export default function PropertyDetailError() {
  const texts = useErrorTexts();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="text-lg font-semibold text-stone-900">{texts.title}</h1>
        <Button type="button" onClick={() => window.location.reload()}>
          {texts.retry}
        </Button>
      </Card>
    </div>
  );
}
