"use client";

import dynamic from "next/dynamic";
import { BookingsSkeleton } from "./bookings-skeleton";

/*
 * The booking pages' views, each in a chunk of its own. The feature's index is also imported by
 * the property pages (for the booking dialog and the remembered stay), which must not carry these
 * pages along. A page that shows one gets its chunk preloaded with the server-rendered HTML.
 */

export const MyBookings = dynamic(() => import("./my-bookings").then((m) => m.MyBookings), {
  loading: BookingsSkeleton,
});

export const BookingDetails = dynamic(() =>
  import("./booking-details").then((m) => m.BookingDetails),
);

export const PaymentReturn = dynamic(() => import("./payment-return").then((m) => m.PaymentReturn));
