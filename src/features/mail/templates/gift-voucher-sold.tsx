import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { Action, Greeting, MailLayout, mailTexts, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * A gift voucher paid for (issue 36): to its buyer only, whose address is proven (they were
 * signed in), with the voucher and its receipt attached. The buyer's own message is printed on
 * the voucher's PDF for them to give; this mail quotes it back to no one else.
 */
export interface GiftVoucherSoldData {
  locale: Locale;
  /** Null: greet without a name. */
  buyerName: string | null;
  code: string;
  amountCents: number;
  expiresOn: CalendarDate;
}

export const sample: GiftVoucherSoldData = {
  locale: "en",
  buyerName: "Ann Peeters",
  code: "K7QM-3ZTW-HX9C-PD4R",
  amountCents: 15_000,
  expiresOn: "2027-12-20",
};

export function GiftVoucherSoldEmail(data: GiftVoucherSoldData) {
  const { locale } = data;
  const t = mailTexts(locale);
  const values = {
    amount: formatEuros(centsToEuros(data.amountCents), locale),
    code: data.code,
    date: formatLongDate(data.expiresOn, locale),
  };
  return (
    <MailLayout locale={locale}>
      <Greeting name={data.buyerName} locale={locale} />
      <Paragraph>{t("giftVoucher.thanks", values)}</Paragraph>
      <Paragraph>{t("giftVoucher.code", values)}</Paragraph>
      <Paragraph>{t("giftVoucher.howToUse", values)}</Paragraph>
      <Paragraph>{t("giftVoucher.attached")}</Paragraph>
      <Action label={t("giftVoucher.browse")} path="/properties" locale={locale} />
    </MailLayout>
  );
}

export function giftVoucherSoldMail(data: GiftVoucherSoldData): Promise<MailParts> {
  const amount = formatEuros(centsToEuros(data.amountCents), data.locale);
  return renderMailParts(
    mailTexts(data.locale)("giftVoucher.subject", { amount }),
    <GiftVoucherSoldEmail {...data} />,
  );
}
