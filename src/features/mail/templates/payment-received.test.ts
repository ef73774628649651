import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { paymentReceivedMail, sample } from "./payment-received";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the payment received mail (awaiting the owner)", () => {
  it("gives the amount paid and says the owner confirms, as before the templates", async () => {
    const mail = await paymentReceivedMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Payment received: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We received your payment of €680.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "The owner will confirm your stay shortly; you will hear from us by e-mail.",
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await paymentReceivedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await paymentReceivedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await paymentReceivedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Betaling ontvangen: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        `We hebben uw betaling van ${formatEuros(680, "nl")} ontvangen voor Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026.`,
        "De eigenaar bevestigt uw verblijf binnenkort; u hoort per e-mail van ons.",
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("gives the balance still to pay and its due date after a deposit", async () => {
    const mail = await paymentReceivedMail({
      ...sample,
      amountCents: 20_400,
      balance: { cents: 47_600, dueOn: "2026-06-10" },
    });
    expect(mail.text).toContain(
      "We received your payment of €204.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.\n\nThe balance of €476.00 is due on Wednesday, June 10, 2026; we will e-mail you a link to pay it.\n\nThe owner will confirm",
    );
  });
});
