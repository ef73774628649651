import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { sample, securityDepositSettledMail } from "./security-deposit-settled";
import { absolute, expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the security deposit settled mail", () => {
  it("tells the guest the deposit goes back in full", async () => {
    const mail = await securityDepositSettledMail(sample);
    expect(mail.subject).toBe("Your security deposit is on its way back: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Thank you for staying at Forest Lodge, Friday, July 10, 2026 to Monday, July 13, 2026. We are refunding your security deposit of €300.00 in full; it reaches your account within a few working days.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("gives what the owner kept, the owner's reason and the rest refunded", async () => {
    const reason = "A broken glass table top, replaced for €120.";
    const mail = await securityDepositSettledMail({ ...sample, keptCents: 12_000, reason });
    expect(mail.subject).toBe("About your security deposit: Forest Lodge");
    expect(mail.text).toContain(
      "After your stay at Forest Lodge, Friday, July 10, 2026 to Monday, July 13, 2026, the owner keeps €120.00 of your security deposit of €300.00.",
    );
    expect(mail.text).toContain(`The owner's reason: ${reason}`);
    expect(mail.text).toContain("We are refunding the rest, €180.00, today");
    expect(mail.text).toContain("If you disagree, reply to this e-mail");
  });

  it("says nothing comes back when the owner keeps it all", async () => {
    const mail = await securityDepositSettledMail({
      ...sample,
      keptCents: 30_000,
      reason: "The stove's glass door broken.",
    });
    expect(mail.text).toContain("No part of the deposit comes back.");
    expect(mail.text).not.toContain("refunding the rest");
  });

  it("shows the owner's reason as text", async () => {
    const mail = await securityDepositSettledMail({
      ...sample,
      keptCents: 100,
      reason: TYPED_MARKUP,
    });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("is written in Dutch for a Dutch booking", async () => {
    const mail = await securityDepositSettledMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw waarborg komt terug: Forest Lodge");
    expect(mail.text).toContain(
      `We betalen uw waarborg van ${formatEuros(300, "nl")} volledig terug`,
    );
  });
});
