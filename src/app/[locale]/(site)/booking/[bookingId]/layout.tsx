import type { ReactNode } from "react";
import { BOOKING_PAGE } from "@/i18n/client-messages";
import { PageMessages } from "@/i18n/page-messages";

/**
 * The payment return page: the booking's texts. (The booking page's steps take theirs as props
 * and bring their messages when they load: useBookingWizardIntl.)
 */
export default function BookingReturnLayout({ children }: { children: ReactNode }) {
  return (
    <PageMessages namespaces={BOOKING_PAGE.namespaces} without={BOOKING_PAGE.without}>
      {children}
    </PageMessages>
  );
}
