import type { ReactNode } from "react";
import { PageMessages } from "@/i18n/page-messages";

/**
 * My Bookings, Booking Details, the traveller register and a stay's review: only these pages send
 * the `bookings` messages along, and the price breakdown's lines of an extra and a promo code, and the gift voucher field.
 */
export default function BookingsLayout({ children }: { children: ReactNode }) {
  return (
    <PageMessages
      namespaces={[
        "bookings",
        "cancellation",
        "travellerRegister",
        "reviews",
        "pricing.extra",
        "pricing.discount",
        "pricing.voucher",
      ]}
    >
      {children}
    </PageMessages>
  );
}
