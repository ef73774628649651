import "server-only";
import { getTranslations } from "next-intl/server";
import { MailLinkPage } from "@/components/mail-link-page";
import { pageLocale } from "@/i18n/page-locale";
import { Link } from "@/i18n/navigation";
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
        <>
          <h2 className="font-serif text-xl font-semibold text-forest-800">
            {t("pages.confirmed")}
          </h2>
          <p className="text-base text-stone-800">
            {t("pages.confirmedText", {
              email: alert.email,
              home: alert.homeName,
              start: formatLongDate(alert.checkIn, locale),
              end: formatLongDate(alert.checkOut, locale),
            })}
          </p>
          <p className="text-sm text-stone-600">
            {t("pages.changedMind")}{" "}
            <Link
              href={alertUnsubscribePath(alert.unsubscribeToken)}
              className="text-forest-700 underline-offset-4 hover:underline"
            >
              {t("unsubscribe.unsubscribe")}
            </Link>
          </p>
        </>
      ) : (
        <p role="alert" className="text-base text-stone-800">
          {t("pages.unknownConfirmation")}
        </p>
      )}
    </MailLinkPage>
  );
}
