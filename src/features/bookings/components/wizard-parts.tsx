import type { CalendarDate } from "@/lib/dates";

/** The stay the booking page is for, as its query gave it. */
export interface Stay {
  propertyId: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** A booking the guest details step created, as the confirmation shows it. */
export interface CreatedBooking {
  id: string;
  guests: number;
}

export function goBack() {
  window.history.back();
}

export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}
