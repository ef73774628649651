import { describe, expect, it } from "vitest";
import { ownerLatePaymentRefundedMail, sample } from "./owner-late-payment-refunded";
import { expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the refund notice to the owner", () => {
  it("names the guest, amount, dates and refund, as before the templates", async () => {
    const mail = await ownerLatePaymentRefundedMail(sample);
    expect(mail.subject).toBe("Refund issued: late payment for Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "A payment of €680.00 by Ann Peeters (ann.peeters@example.com) for 2026-07-10 to 2026-07-14 arrived after the booking lost its hold. It was refunded automatically (refund re_sample_4Tq9).",
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await ownerLatePaymentRefundedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});
