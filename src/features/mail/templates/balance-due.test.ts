import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { balanceDueMail, sample } from "./balance-due";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the balance due mail", () => {
  it("asks for the balance by its due date, says when the booking goes, links to the booking", async () => {
    const mail = await balanceDueMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Balance due for Forest Lodge: €476.00 by Wed, Jun 10, 2026");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "The balance of €476.00 for your stay at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026, is due on Wednesday, June 10, 2026.",
        "If it has not been paid by Wednesday, June 17, 2026, the booking is cancelled under our terms and the deposit is not refunded.",
        `Pay the balance: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("reminds of the due date as it stands, moved or not", async () => {
    const mail = await balanceDueMail({
      ...sample,
      reminder: true,
      dueOn: "2026-06-20",
      cancelledOn: "2026-06-27",
    });
    expect(mail.subject).toBe("Reminder: balance due for Forest Lodge by Sat, Jun 20, 2026");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "A reminder: the balance of €476.00 for your stay at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026, is due on Saturday, June 20, 2026.",
        "If it has not been paid by Saturday, June 27, 2026, the booking is cancelled under our terms and the deposit is not refunded.",
        `Pay the balance: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await balanceDueMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await balanceDueMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });

  it("is written in Dutch for a Dutch booking, paying on the Dutch page", async () => {
    const mail = await balanceDueMail({ ...sample, locale: "nl" });
    const balance = formatEuros(476, "nl");
    expect(mail.subject).toBe(
      `Saldo te betalen voor Forest Lodge: ${balance} uiterlijk wo 10 jun 2026`,
    );
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        `Het saldo van ${balance} voor uw verblijf in Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, moet uiterlijk op woensdag 10 juni 2026 betaald zijn.`,
        "Is het saldo op woensdag 17 juni 2026 nog niet betaald, dan wordt de boeking volgens onze voorwaarden geannuleerd en krijgt u het voorschot niet terug.",
        `Saldo betalen: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
    const reminder = await balanceDueMail({ ...sample, locale: "nl", reminder: true });
    expect(reminder.subject).toBe(
      "Herinnering: saldo voor Forest Lodge te betalen uiterlijk wo 10 jun 2026",
    );
    expect(reminder.text).toContain(`Ter herinnering: het saldo van ${balance} voor uw verblijf`);
  });
});
