"use client";

import type { ReactNode } from "react";
import { BookingDialog, type BookingDialogIntl } from "@/features/bookings/components";
import type { Property } from "../../schemas";

export interface BookNowButtonProps {
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
  intl: BookingDialogIntl;
  /** The card's current choice, which the dialog opens with. */
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** The page was opened to book this stay (`book=1`): the dialog opens without a click. */
  openAtOnce?: boolean;
  /** Another face for the same dialog, such as the stay's days; 'Book Now' unless given. */
  triggerLabel?: ReactNode;
  /** The button's whole class list, for that other face; a large button without. */
  triggerClassName?: string;
}

/** Opens the booking dialog with the dates and guests chosen on the card. */
export function BookNowButton({
  property,
  intl,
  checkIn,
  checkOut,
  guests,
  openAtOnce = false,
  ...trigger
}: BookNowButtonProps) {
  return (
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
      initialStartDate={checkIn}
      initialEndDate={checkOut}
      initialPersons={guests}
      defaultOpen={openAtOnce}
      {...trigger}
    />
  );
}
