import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate } from "@/lib/dates";
import { balanceStepDue, paymentScheduleFor } from "./schedule";

const TODAY: CalendarDate = "2027-03-01";

describe("the payment schedule", () => {
  it("asks a booking made 30 days before check-in for a 30% deposit, the balance due 30 days before", () => {
    expect(
      paymentScheduleFor({ totalCents: 68_000, checkIn: addDays(TODAY, 30), today: TODAY }),
    ).toEqual({ depositCents: 20_400, balanceDueOn: TODAY });
    expect(paymentScheduleFor({ totalCents: 68_000, checkIn: "2027-06-04", today: TODAY })).toEqual(
      { depositCents: 20_400, balanceDueOn: "2027-05-05" },
    );
  });

  it("charges a booking made 29 days before check-in in full", () => {
    expect(
      paymentScheduleFor({ totalCents: 68_000, checkIn: addDays(TODAY, 29), today: TODAY }),
    ).toBeNull();
  });

  it("rounds the deposit to the cent, and deposit and balance always add up to the total", () => {
    expect(
      paymentScheduleFor({ totalCents: 33_335, checkIn: addDays(TODAY, 60), today: TODAY })
        ?.depositCents,
    ).toBe(10_001);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), (totalCents) => {
        const schedule = paymentScheduleFor({
          totalCents,
          checkIn: addDays(TODAY, 45),
          today: TODAY,
        });
        if (!schedule) return totalCents < 4;
        const balance = totalCents - schedule.depositCents;
        return (
          schedule.depositCents > 0 &&
          balance > 0 &&
          Math.abs(schedule.depositCents - totalCents * 0.3) <= 0.5
        );
      }),
    );
  });
});

describe("the balance's steps", () => {
  const due: CalendarDate = "2027-05-05";
  const on = (days: number, requested = false, reminded = false) =>
    balanceStepDue({ balanceDueOn: due, today: addDays(due, days), requested, reminded });

  it("requests the balance 5 days before it is due (35 before check-in), not earlier", () => {
    expect(on(-6)).toBeNull();
    expect(on(-5)).toBe("request");
    expect(on(-2)).toBe("request");
  });

  it("reminds the day before it is due (31 before check-in), once", () => {
    expect(on(-2, true)).toBeNull();
    expect(on(-1, true)).toBe("remind");
    expect(on(-1, true, true)).toBeNull();
    expect(on(3, true, true)).toBeNull();
  });

  it("cancels 7 days after the due date, not 6", () => {
    expect(on(6, true, true)).toBeNull();
    expect(on(7, true, true)).toBe("cancel");
    expect(on(30)).toBe("cancel");
  });
});
