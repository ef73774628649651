import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { balancePaidMail, sample } from "./balance-paid";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the balance paid mail", () => {
  it("gives the balance received and says the stay is paid in full", async () => {
    const mail = await balancePaidMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Balance received: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We received the balance of €476.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026. Your stay is now fully paid.",
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await balancePaidMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await balancePaidMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });

  it("is written in French for a French booking, linking to the French page", async () => {
    const mail = await balancePaidMail({ ...sample, locale: "fr" });
    expect(mail.subject).toBe("Solde reçu\u00a0: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "fr",
        "Bonjour Ann Peeters,",
        `Nous avons bien reçu le solde de ${formatEuros(476, "fr")} pour Forest Lodge, du vendredi 10 juillet 2026 au mardi 14 juillet 2026. Votre séjour est désormais entièrement réglé.`,
        `Voir votre réservation: ${absoluteIn("fr", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });
});
