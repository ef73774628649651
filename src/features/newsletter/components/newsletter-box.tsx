import { useTranslations } from "next-intl";
import { NewsletterForm } from "./newsletter-form";

/** The footer's newsletter sign-up, its texts in the page's language. */
export function NewsletterBox() {
  const t = useTranslations("newsletter.box");
  return (
    <NewsletterForm
      texts={{
        email: t("email"),
        placeholder: t("placeholder"),
        missingEmail: t("missingEmail"),
        invalidEmail: t("invalidEmail"),
        subscribing: t("subscribing"),
        subscribe: t("subscribe"),
        subscribed: t("subscribed"),
        failed: t("failed"),
      }}
    />
  );
}
