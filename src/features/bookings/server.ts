import "server-only";

export { listGuestBookings, type BookingView } from "./booking-view.server";
