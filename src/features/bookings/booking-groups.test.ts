import { describe, expect, it } from "vitest";
import { todayInBrussels } from "@/lib/dates";
import { bookingGroupOf, groupBookings, isUpcomingStay, paymentTimeline } from "./booking-groups";
import { bookingViewSchema } from "./schemas";
import type { BookingStatus } from "./schemas";

const TODAY = "2026-03-02";
const YESTERDAY = "2026-03-01";
const NEXT_WEEK = "2026-03-09";

function booking(id: string, status: BookingStatus, endDate: string) {
  return { id, status, endDate };
}

describe("My Bookings grouping", () => {
  it("an approved stay that has not ended is an upcoming stay", () => {
    expect(bookingGroupOf(booking("a", "approved", NEXT_WEEK), TODAY)).toBe("upcoming");
  });

  it("an approved stay that ends today is still an upcoming stay", () => {
    expect(bookingGroupOf(booking("a", "approved", TODAY), TODAY)).toBe("upcoming");
  });

  it("an approved stay whose end date is past is listed under past stays", () => {
    expect(bookingGroupOf(booking("a", "approved", YESTERDAY), TODAY)).toBe("past");
  });

  it("a pending booking is a pending request", () => {
    expect(bookingGroupOf(booking("a", "pending", NEXT_WEEK), TODAY)).toBe("pending");
    expect(bookingGroupOf(booking("a", "pending", YESTERDAY), TODAY)).toBe("pending");
  });

  it("a payment_pending booking is listed under payment pending", () => {
    expect(bookingGroupOf(booking("a", "payment_pending", NEXT_WEEK), TODAY)).toBe(
      "payment-pending",
    );
  });

  it("a paid booking is listed under past stays", () => {
    expect(bookingGroupOf(booking("a", "paid", NEXT_WEEK), TODAY)).toBe("past");
  });

  it("rejected and cancelled bookings are listed under cancelled, not among the stays", () => {
    expect(bookingGroupOf(booking("a", "rejected", NEXT_WEEK), TODAY)).toBe("cancelled");
    expect(bookingGroupOf(booking("a", "cancelled", YESTERDAY), TODAY)).toBe("cancelled");
  });

  it("groups come in the spec's order with their headings, keeping the bookings' order", () => {
    const groups = groupBookings(
      [
        booking("paid", "paid", NEXT_WEEK),
        booking("payment", "payment_pending", NEXT_WEEK),
        booking("request", "pending", NEXT_WEEK),
        booking("old", "approved", YESTERDAY),
        booking("soon", "approved", NEXT_WEEK),
        booking("cancelled", "cancelled", YESTERDAY),
      ],
      TODAY,
    );
    expect(groups.map((g) => [g.key, g.bookings.map((b) => b.id)])).toEqual([
      ["upcoming", ["soon"]],
      ["pending", ["request"]],
      ["payment-pending", ["payment"]],
      ["past", ["paid", "old"]],
      ["cancelled", ["cancelled"]],
    ]);
  });

  it("empty groups are hidden", () => {
    const groups = groupBookings([booking("request", "pending", NEXT_WEEK)], TODAY);
    expect(groups.map((g) => g.key)).toEqual(["pending"]);
    expect(groupBookings([], TODAY)).toEqual([]);
  });

  it("the end date is judged against today in Brussels, not UTC", () => {
    // 23:30 UTC on 1 March is already 2 March in Brussels.
    const today = todayInBrussels(new Date("2026-03-01T23:30:00Z"));
    expect(today).toBe(TODAY);
    expect(bookingGroupOf(booking("a", "approved", YESTERDAY), today)).toBe("past");
  });

  it("check-in instructions are for approved stays that have not ended", () => {
    expect(isUpcomingStay(booking("a", "approved", TODAY), TODAY)).toBe(true);
    expect(isUpcomingStay(booking("a", "approved", YESTERDAY), TODAY)).toBe(false);
    expect(isUpcomingStay(booking("a", "paid", NEXT_WEEK), TODAY)).toBe(false);
  });
});

describe("payment timestamps", () => {
  it("shows a paid booking's confirmation only, in Brussels time on the 24-hour clock", () => {
    expect(
      paymentTimeline({
        paymentStartedAt: "2026-03-02T14:05:00.000Z",
        paymentLastTryAt: "2026-03-02T14:07:00.000Z",
        paymentConfirmedAt: "2026-03-02T14:09:00.000Z",
      }),
    ).toEqual([{ moment: "confirmed", value: "Mar 2, 2026, 15:09" }]);
  });

  it("shows an unpaid booking's last attempt, else when its payment started", () => {
    const started = { paymentStartedAt: "2026-03-02T14:05:00.000Z", paymentConfirmedAt: null };
    expect(paymentTimeline({ ...started, paymentLastTryAt: "2026-03-02T14:07:00.000Z" })).toEqual([
      { moment: "lastTry", value: "Mar 2, 2026, 15:07" },
    ]);
    expect(paymentTimeline({ ...started, paymentLastTryAt: null })).toEqual([
      { moment: "started", value: "Mar 2, 2026, 15:05" },
    ]);
  });

  it("writes the moments on the 24-hour clock in the other languages", () => {
    const paid = {
      paymentStartedAt: null,
      paymentLastTryAt: null,
      paymentConfirmedAt: "2026-03-02T14:09:00.000Z",
    };
    expect(paymentTimeline(paid, "nl")).toEqual([
      { moment: "confirmed", value: "2 mrt 2026, 15:09" },
    ]);
    expect(paymentTimeline(paid, "de")).toEqual([
      { moment: "confirmed", value: "2. März 2026, 15:09" },
    ]);
  });
});

describe("booking answer schema", () => {
  const answer = {
    id: "0f8e4f6a-3c1b-4d2e-9a7b-5c6d7e8f9a0b",
    propertyId: "1f8e4f6a-3c1b-4d2e-9a7b-5c6d7e8f9a0b",
    guestId: null,
    guestName: "Anna Peeters",
    guestEmail: "a***@example.com",
    guestPhone: null,
    startDate: "2026-03-06",
    endDate: "2026-03-09",
    guestCount: 2,
    status: "payment_pending",
    pricing: null,
    paymentId: null,
    paymentStatus: null,
    paymentStartedAt: "2026-03-02T14:05:00.000Z",
    paymentLastTryAt: null,
    paymentConfirmedAt: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    guest: null,
    property: {
      id: "1f8e4f6a-3c1b-4d2e-9a7b-5c6d7e8f9a0b",
      name: "Villa",
      location: "Durbuy",
      checkInTime: "15:00",
      checkOutTime: "11:00",
    },
  };

  it("reads the API's booking", () => {
    expect(bookingViewSchema.parse(answer)).toMatchObject({ status: "payment_pending" });
  });

  it("treats a booking of another shape as a failure", () => {
    expect(bookingViewSchema.safeParse({ ...answer, status: "lost" }).success).toBe(false);
  });
});
