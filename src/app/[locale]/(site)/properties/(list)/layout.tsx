import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorTexts } from "@/components/error-texts";

/** The catalogue: its error notice is its only client text. */
export default function CatalogueLayout({ children }: { children: ReactNode }) {
  const t = useTranslations("catalogue.error");
  return (
    <ErrorTexts texts={{ title: t("heading"), text: t("text"), retry: t("retry") }}>
      {children}
    </ErrorTexts>
  );
}
