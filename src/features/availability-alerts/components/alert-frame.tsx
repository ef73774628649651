import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";

/** What the alert's pages (confirm, unsubscribe) share around their message. */
export async function AlertFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations("availabilityAlerts.pages");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-stone-900">{t("title")}</h1>
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        {children}
        <p className="text-sm text-stone-600">
          <Link href="/properties" className="text-forest-700 underline-offset-4 hover:underline">
            {t("back")}
          </Link>
        </p>
      </Card>
    </div>
  );
}
