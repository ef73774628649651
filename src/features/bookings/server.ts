import "server-only";

export {
  getGuestBooking,
  getPublicBooking,
  listGuestBookings,
  type BookingView,
} from "./booking-view.server";
export { createBooking } from "./create-booking.server";
export { bookingIdSchema, bookingRequestSchema, bookingResponseSchema } from "./schemas";
export { sendCheckInDetails, startCheckInDetails } from "./check-in-details.server";
