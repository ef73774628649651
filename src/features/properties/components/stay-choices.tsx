"use client";

import { BookingDialog, type BookingDialogIntl } from "@/features/bookings/components";
import type { FoundStay } from "@/features/stays";
import { usePathLocale } from "@/i18n/navigation";
import { formatShortDate } from "@/lib/dates";
import type { Property } from "../schemas";

export interface StayChoicesProps {
  property: Pick<
    Property,
    | "id"
    | "name"
    | "maxGuests"
    | "minStayDuration"
    | "maxStayDuration"
    | "isActive"
    | "touristTaxRule"
    | "extras"
  >;
  stays: readonly FoundStay[];
  /** Each stay's kind and price in words (useStayPriceLabel), in the order of `stays`. */
  prices: readonly string[];
  guests: number;
  intl: BookingDialogIntl;
}

/**
 * Free stays as buttons: each opens the booking dialog on its dates, for these guests. Its texts
 * come as props, so the catalogue loads no i18n runtime with its first page.
 */
export function StayChoices({ property, stays, prices, guests, intl }: StayChoicesProps) {
  const locale = usePathLocale();
  return (
    <ul className="relative z-10 flex flex-wrap gap-2">
      {stays.map((stay, index) => (
        <li key={`${stay.startDate}/${stay.kind}`}>
          <BookingDialog
            intl={intl}
            propertyId={property.id}
            propertyName={property.name}
            maxGuests={property.maxGuests}
            minStayDuration={property.minStayDuration}
            maxStayDuration={property.maxStayDuration}
            isActive={property.isActive}
            childrenUnder={property.touristTaxRule.childrenUnder}
            extras={property.extras}
            initialStartDate={stay.startDate}
            initialEndDate={stay.endDate}
            initialPersons={guests}
            triggerClassName="inline-flex flex-col items-start justify-center rounded-md border border-stone-300 bg-white px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-stone-900 transition-colors hover:bg-stone-50 [&_svg]:size-4 [&_svg]:shrink-0"
            triggerLabel={
              <>
                <span className="font-medium text-stone-900">
                  {formatShortDate(stay.startDate, locale)} –{" "}
                  {formatShortDate(stay.endDate, locale)}
                </span>
                <span className="text-stone-700">{prices[index]}</span>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
