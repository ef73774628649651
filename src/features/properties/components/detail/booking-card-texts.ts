import { useTranslations } from "next-intl";
import { useGuestCountTexts, type GuestCountTexts } from "@/features/bookings/components";

/**
 * The booking card's own texts, said by the server: the card loads no i18n runtime with the
 * page. Its quote and its next free stays bring their messages when they load.
 */
export interface BookingCardTexts {
  heading: string;
  perNight: string;
  checkIn: string;
  checkOut: string;
  selectDate: string;
  idle: string;
  calculating: string;
  checkInWeekday: string;
  checkOutWeekday: string;
  loadingStays: string;
  guests: GuestCountTexts;
}

export function useBookingCardTexts(maxGuests: number): BookingCardTexts {
  const t = useTranslations("property.bookingCard");
  const booking = useTranslations("booking");
  const problems = useTranslations("stayProblems");
  const pricing = useTranslations("pricing");
  const stays = useTranslations("stays");
  return {
    heading: t("heading"),
    perNight: t("perNight"),
    checkIn: t("checkIn"),
    checkOut: t("checkOut"),
    selectDate: booking("calendar.selectDate"),
    idle: t("idle"),
    calculating: pricing("calculating"),
    checkInWeekday: problems("CHECK_IN_WEEKDAY"),
    checkOutWeekday: problems("CHECK_OUT_WEEKDAY"),
    loadingStays: stays("loading"),
    guests: useGuestCountTexts(maxGuests),
  };
}
