import { describe, expect, it } from "vitest";
import { ownerCalendarFeedFailingMail, sample } from "./owner-calendar-feed-failing";
import { expectEscaped, TYPED_MARKUP } from "./testing";

describe("the failing calendar notice to the owner", () => {
  it("names the home and feed, the failure in plain words and the last good read", async () => {
    const mail = await ownerCalendarFeedFailingMail(sample);
    expect(mail.subject).toBe("Calendar sync failing at Forest Lodge: Booking.com");
    expect(mail.text).toContain("The feed answered 503 (Service Unavailable).");
    expect(mail.text).toContain("It was last read on Fri, Jul 10, 2026, 10:20 (Brussels time).");
  });

  it("shows a typed label as text", async () => {
    const mail = await ownerCalendarFeedFailingMail({ ...sample, feedLabel: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});
