import { describe, expect, it } from "vitest";
import { reservationExpiredMail, sample } from "./reservation-expired";
import { absolute, expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the reservation expired mail", () => {
  it("gives the released dates and links to the property, as before the templates", async () => {
    const mail = await reservationExpiredMail(sample);
    const link = absolute(`/properties/${sample.propertyId}`);
    expect(mail.subject).toBe("Your reservation has expired: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We held Forest Lodge for Friday, July 10, 2026 to Tuesday, July 14, 2026, but no payment was completed in time, so the dates have been released.",
        "If you would still like to stay, you are welcome to book again.",
        `Book again: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await reservationExpiredMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await reservationExpiredMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
});
