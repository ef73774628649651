import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorTexts } from "@/components/error-texts";
import { BOOKING_DIALOG } from "@/i18n/client-messages";
import { PageMessages } from "@/i18n/page-messages";

/**
 * A property page (and its error notice): the booking card with its next free stays, the gallery
 * and the booking dialog's texts.
 */
export default function PropertyLayout({ children }: { children: ReactNode }) {
  const t = useTranslations("property.error");
  return (
    <PageMessages
      namespaces={[
        "property.gallery",
        "property.bookingCard",
        "property.reviews",
        "reviews.cleanliness",
        "reviews.location",
        "reviews.value",
        "stays",
        ...BOOKING_DIALOG.namespaces,
      ]}
      without={BOOKING_DIALOG.without}
    >
      <ErrorTexts texts={{ title: t("heading"), retry: t("retry") }}>{children}</ErrorTexts>
    </PageMessages>
  );
}
