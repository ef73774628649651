import "server-only";
import { getTranslations } from "next-intl/server";
import { MailLinkPage, SignUpConfirmed } from "@/components/mail-link-page";
import { pageLocale } from "@/i18n/page-locale";
import { formatLongDate } from "@/lib/dates";
import { confirmAlert } from "../alerts.server";
import { alertUnsubscribePath } from "../links";
import { alertConfirmSchema } from "../schemas";

/**
 * The page behind the link in the confirmation mail: following it confirms the alert (double
 * opt-in); a second visit says the same.
 */
export async function AlertConfirmPage({ token }: { token: string | undefined }) {
  const t = await getTranslations("availabilityAlerts");
  const locale = await pageLocale();
  const parsed = alertConfirmSchema.safeParse({ token });
  const alert = parsed.success ? await confirmAlert(parsed.data.token, locale) : null;
  return (
    <MailLinkPage title={t("pages.title")} back={t("pages.back")}>
      {alert ? (
        <SignUpConfirmed
          heading={t("pages.confirmed")}
          text={t("pages.confirmedText", {
            email: alert.email,
            home: alert.homeName,
            start: formatLongDate(alert.checkIn, locale),
            end: formatLongDate(alert.checkOut, locale),
          })}
          changedMind={t("pages.changedMind")}
          unsubscribe={{
            label: t("unsubscribe.unsubscribe"),
            href: alertUnsubscribePath(alert.unsubscribeToken),
          }}
        />
      ) : (
        <p role="alert" className="text-base text-stone-800">
          {t("pages.unknownConfirmation")}
        </p>
      )}
    </MailLinkPage>
  );
}
