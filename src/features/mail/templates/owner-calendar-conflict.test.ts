import { describe, expect, it } from "vitest";
import { ownerCalendarConflictMail, sample } from "./owner-calendar-conflict";
import { expectEscaped, TYPED_MARKUP } from "./testing";

describe("the calendar conflict notice to the owner", () => {
  it("names the home in the subject, and our booking, the feed and the event's dates", async () => {
    const mail = await ownerCalendarConflictMail(sample);
    expect(mail.subject).toBe("Calendar conflict at Forest Lodge");
    expect(mail.text).toContain(
      "Airbnb lists a stay at Forest Lodge from 2026-07-10 to 2026-07-14",
    );
    expect(mail.text).toContain(
      "booking 5f0c7a2e-8d41-4c1b-9b7e-2a6f3c9d1e44 (2026-07-10 to 2026-07-13)",
    );
  });

  it("names a block of ours without its note", async () => {
    const mail = await ownerCalendarConflictMail({
      ...sample,
      ours: { kind: "block", checkIn: "2026-07-12", checkOut: "2026-07-19" },
    });
    expect(mail.text).toContain("your block of 2026-07-12 to 2026-07-19");
  });

  it("shows a typed label as text", async () => {
    const mail = await ownerCalendarConflictMail({ ...sample, feedLabel: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});
