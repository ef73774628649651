import type { ReactNode } from "react";
import { PageMessages } from "@/i18n/page-messages";

/**
 * My Bookings, Booking Details and the traveller register: only these pages send the `bookings`
 * messages along.
 */
export default function BookingsLayout({ children }: { children: ReactNode }) {
  return (
    <PageMessages namespaces={["bookings", "cancellation", "travellerRegister"]}>
      {children}
    </PageMessages>
  );
}
