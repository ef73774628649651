"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export default function PropertyDetailError() {
  const t = useTranslations("property.error");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="text-lg font-semibold text-stone-900">{t("heading")}</h1>
        <Button type="button" onClick={() => window.location.reload()}>
          {t("retry")}
        </Button>
      </Card>
    </div>
  );
}
