import type { ReactNode } from "react";
import { PageMessages } from "@/i18n/page-messages";

/**
 * The booking wizard and the payment return page: the booking's texts but its page titles, and
 * the notice beside 'Pay now' that the booking has no right of withdrawal.
 */
export default function BookingLayout({ children }: { children: ReactNode }) {
  return (
    <PageMessages
      namespaces={[
        "booking",
        "pricing",
        "stayProblems",
        "cancellation.noWithdrawal",
        "cancellation.before",
      ]}
      without={["booking.meta"]}
    >
      {children}
    </PageMessages>
  );
}
