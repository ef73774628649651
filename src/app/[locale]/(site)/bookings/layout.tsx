import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { MoreMessages } from "@/features/bookings";

/** My Bookings and Booking Details: only these pages send the `bookings` messages along. */
export default async function BookingsLayout({ children }: { children: ReactNode }) {
  const { bookings } = await getMessages();
  return <MoreMessages messages={{ bookings: bookings ?? {} }}>{children}</MoreMessages>;
}
