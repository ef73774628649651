import type { ReactNode } from "react";
import { PageMessages } from "@/i18n/page-messages";

/** My Bookings and Booking Details: only these pages send the `bookings` messages along. */
export default function BookingsLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={["bookings", "cancellation"]}>{children}</PageMessages>;
}
