import "server-only";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/i18n/page-locale";
import { MailLinkPage } from "@/components/mail-link-page";
import { UnsubscribeButton } from "@/components/unsubscribe-button";
import { formatLongDate } from "@/lib/dates";
import { findAlert } from "../alerts.server";
import { alertUnsubscribeSchema } from "../schemas";

/** The page behind the alert's unsubscribe link; a click, not the visit, turns the alert off. */
export async function AlertUnsubscribePage({ token }: { token: string | undefined }) {
  const t = await getTranslations("availabilityAlerts");
  const locale = await pageLocale();
  const parsed = alertUnsubscribeSchema.safeParse({ token });
  const alert = parsed.success ? await findAlert(parsed.data.token, locale) : null;
  const stay = alert && {
    home: alert.homeName,
    start: formatLongDate(alert.checkIn, locale),
    end: formatLongDate(alert.checkOut, locale),
  };
  return (
    <MailLinkPage title={t("pages.title")} back={t("pages.back")}>
      {!parsed.success || !alert || !stay ? (
        <p role="alert" className="text-base text-stone-800">
          {t("unsubscribe.unknownLink")}
        </p>
      ) : !alert.open ? (
        <p className="text-base text-stone-800">{t("pages.notOpen", stay)}</p>
      ) : (
        <>
          <p className="text-base text-stone-800">
            {t("pages.question", { ...stay, email: alert.email })}
          </p>
          <UnsubscribeButton
            endpoint="/api/public/availability-alerts/unsubscribe"
            token={parsed.data.token}
            texts={{
              unsubscribe: t("unsubscribe.unsubscribe"),
              done: t("unsubscribe.done"),
              unknownLink: t("unsubscribe.unknownLink"),
              failed: t("unsubscribe.failed"),
            }}
          />
        </>
      )}
    </MailLinkPage>
  );
}
