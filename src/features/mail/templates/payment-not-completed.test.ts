import { describe, expect, it } from "vitest";
import { paymentNotCompletedMail, sample } from "./payment-not-completed";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the payment not completed mail", () => {
  it("names the stay and links to the booking to pay again, as before the templates", async () => {
    const mail = await paymentNotCompletedMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Your payment was not completed: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "The payment for your stay at Forest Lodge (Friday, July 10, 2026 to Tuesday, July 14, 2026) was not completed.",
        "Your dates are held for a short while. You can try again from your booking.",
        `Pay for your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await paymentNotCompletedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await paymentNotCompletedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, paying on the Dutch page", async () => {
    const mail = await paymentNotCompletedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw betaling is niet voltooid: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "De betaling voor uw verblijf in Forest Lodge (van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026) is niet voltooid.",
        "We houden uw data nog even voor u vast. U kunt het opnieuw proberen vanuit uw boeking.",
        `Uw boeking betalen: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });
});
