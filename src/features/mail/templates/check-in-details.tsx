import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CalendarDate } from "@/lib/dates";
import { formatLongDate } from "@/lib/dates";
import { registerPath } from "./traveller-register-reminder";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** Sent once, about 24 hours before check-in, to a confirmed guest. */
export interface CheckInDetailsData {
  /** The booking's language. */
  locale: Locale;
  bookingId: string;
  /** Null: greet without a name (the mail feature's `greetingName`). */
  guestName: string | null;
  propertyName: string;
  location: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  checkInTime: string;
  checkOutTime: string;
  latitude: number | null;
  longitude: number | null;
  /** Titles of the property's enabled house rules, in their order. */
  houseRules: string[];
  /**
   * Whether to ask for the traveller register: the guest signed in to book (only they can open
   * it) and it is still empty.
   */
  askRegister: boolean;
}

export const sample: CheckInDetailsData = {
  locale: "en",
  bookingId: "6f1c2a7e-4b1d-4f7a-9c3e-2d5b8a0e1f42",
  guestName: "Ann Peeters",
  propertyName: "Forest Lodge",
  location: "Durbuy, Luxembourg",
  startDate: "2026-07-10",
  endDate: "2026-07-14",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  latitude: 50.3526,
  longitude: 5.4561,
  houseRules: ["No smoking indoors", "Pets on request"],
  askRegister: true,
};

function mapLink({ latitude, longitude }: CheckInDetailsData): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

export function CheckInDetailsEmail(data: CheckInDetailsData) {
  const { locale } = data;
  const t = mailTexts(locale);
  const map = mapLink(data);
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.guestName} locale={locale} />
      <Paragraph>
        {t("checkInDetails.stay", {
          property: data.propertyName,
          location: data.location,
          start: formatLongDate(data.startDate, locale),
          checkIn: data.checkInTime,
          checkOut: data.checkOutTime,
          end: formatLongDate(data.endDate, locale),
        })}
      </Paragraph>
      {map && <Paragraph>{t("checkInDetails.map", { url: map })}</Paragraph>}
      {data.houseRules.length > 0 && (
        <Paragraph>
          {t("checkInDetails.houseRules", { rules: data.houseRules.join("; ") })}
        </Paragraph>
      )}
      <Paragraph>{t("checkInDetails.late")}</Paragraph>
      {data.askRegister && (
        <>
          <Paragraph>{t("checkInDetails.register")}</Paragraph>
          <Action
            label={t("travellerRegister.action")}
            path={registerPath(data.bookingId)}
            locale={locale}
          />
        </>
      )}
      <Action label={t("viewBooking")} path={`/bookings/${data.bookingId}`} locale={locale} />
    </MailLayout>
  );
}

export function checkInDetailsMail(data: CheckInDetailsData): Promise<MailParts> {
  return renderMailParts(
    mailTexts(data.locale)("checkInDetails.subject", { property: data.propertyName }),
    <CheckInDetailsEmail {...data} />,
  );
}
