"use client";

import { useTranslations } from "next-intl";
import { BookingDialog } from "@/features/bookings/components";
import type { FoundStay } from "@/features/stays";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatShortDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
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
  guests: number;
}

/** Free stays as buttons: each opens the booking dialog on its dates, for these guests. */
export function StayChoices({ property, stays, guests }: StayChoicesProps) {
  const t = useTranslations("stays");
  const locale = usePageLocale();
  return (
    <ul className="relative z-10 flex flex-wrap gap-2">
      {stays.map((stay) => (
        <li key={`${stay.startDate}/${stay.kind}`}>
          <BookingDialog
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
                <span className="text-stone-700">
                  {t("allIn", {
                    kind: t(`kinds.${stay.kind}`),
                    price: formatEuros(stay.totalPrice, locale),
                  })}
                </span>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
