import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorTexts } from "@/components/error-texts";

/**
 * A property page and its error notice. Its client components take their texts as props, and
 * what loads later (the quote, the next free stays, the gallery, more reviews, the booking dialog)
 * brings its own messages: the page sends no i18n runtime with its first load.
 */
export default function PropertyLayout({ children }: { children: ReactNode }) {
  const t = useTranslations("property.error");
  return <ErrorTexts texts={{ title: t("heading"), retry: t("retry") }}>{children}</ErrorTexts>;
}
