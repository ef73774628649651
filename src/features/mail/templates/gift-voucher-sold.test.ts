import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { giftVoucherSoldMail, sample } from "./gift-voucher-sold";
import { absolute, textOf } from "./testing";

describe("the gift voucher mail", () => {
  it("gives the buyer the code, the amount, the last day and how to spend it", async () => {
    const mail = await giftVoucherSoldMail(sample);
    expect(mail.subject).toBe("Your gift voucher of €150.00");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Thank you for buying a gift voucher of €150.00. It can be spent on any stay booked on this site until Monday, December 20, 2027.",
        "Its code: K7QM-3ZTW-HX9C-PD4R",
        "Whoever holds the code types it at the payment step of a booking ('Gift voucher code'). It pays all or part of a payment; what is left stays on the voucher for later.",
        "The voucher to print or pass on, with your message if you wrote one, and its receipt are attached.",
        `See the homes: ${absolute("/properties")}`,
      ),
    );
  });

  it("is written in the buyer's language", async () => {
    const mail = await giftVoucherSoldMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe(`Uw cadeaubon van ${formatEuros(150, "nl")}`);
    expect(mail.text).toContain("De code: K7QM-3ZTW-HX9C-PD4R");
  });
});
