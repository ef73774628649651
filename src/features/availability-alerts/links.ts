import type { CalendarDate } from "@/lib/dates";

export function alertConfirmPath(token: string): string {
  return `/alerts/confirm?token=${encodeURIComponent(token)}`;
}

export function alertUnsubscribePath(token: string): string {
  return `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where a mail client posts 'unsubscribe' for the alert (its mails' List-Unsubscribe). */
export function alertOneClickPath(token: string): string {
  return `/api/public/availability-alerts/unsubscribe/${encodeURIComponent(token)}`;
}

/** The home's page with its booking dialog open on the stay (`book=1`, the property page's). */
export function bookStayPath(stay: {
  propertyId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
}): string {
  const query = new URLSearchParams({
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    persons: String(stay.guests),
    book: "1",
  });
  return `/properties/${stay.propertyId}?${query}`;
}
