import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { paymentRefundedMail, sample } from "./payment-refunded";
import { expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the refund to the guest", () => {
  it("gives the amount refunded, as before the templates", async () => {
    const mail = await paymentRefundedMail(sample);
    expect(mail.subject).toBe("Your payment is being refunded: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Your payment of €680.00 arrived after your booking had expired, and the dates are no longer held for you.",
        "We are refunding the full amount; it reaches your account within a few working days.",
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await paymentRefundedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await paymentRefundedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking", async () => {
    const mail = await paymentRefundedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw betaling wordt terugbetaald: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        `Uw betaling van ${formatEuros(680, "nl")} kwam binnen nadat uw boeking was verlopen, en de data worden niet langer voor u vastgehouden.`,
        "We betalen het volledige bedrag terug; het staat binnen enkele werkdagen op uw rekening.",
      ),
    );
  });

  it("says which part goes back to the gift voucher that paid it", async () => {
    const mail = await paymentRefundedMail({
      ...sample,
      toVouchers: [{ code: "ABCD-EFGH-JKLM", cents: 20_000, validUntil: "2027-03-12" }],
    });
    expect(mail.text).toContain(
      "Of this, €200.00 goes back to your gift voucher ABCD-EFGH-JKLM instead of to your account; the voucher can be spent until Friday, March 12, 2027.",
    );
  });
});
