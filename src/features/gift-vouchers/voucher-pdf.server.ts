import "server-only";
import { intlLocaleOf, type Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import { getConfig } from "@/lib/config";
import { formatLongDate, type CalendarDate } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { openPdf } from "@/lib/pdf-document";
import { pdfText } from "@/lib/pdf-text";

/*
 * The gift voucher to print or pass on, in the buyer's language: the amount, the code, the last
 * day and how to spend it, and the buyer's own message. Drawn like the receipts (PDFKit's
 * built-in fonts, uncompressed, its dates fixed), so the same voucher gives the same bytes.
 */

export interface VoucherToPrint {
  locale: Locale;
  code: string;
  amountCents: number;
  expiresOn: CalendarDate;
  message: string | null;
  /** When it was paid: the file's date. */
  paidAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const FOREST = "#1f4d3a";
const INK = "#1c1917";
const MUTED = "#57534e";

export function voucherFileName(code: string): string {
  return `gift-voucher-${code}.pdf`;
}

export function renderVoucherPdf(voucher: VoucherToPrint): Promise<Buffer> {
  const t = translatorFor(voucher.locale, "giftVoucherPdf");
  const { BUSINESS_NAME, PUBLIC_BASE_URL } = getConfig();
  const { doc, bytes: done } = openPdf({
    title: t("title"),
    author: BUSINESS_NAME,
    lang: intlLocaleOf(voucher.locale),
    margin: MARGIN,
    date: voucher.paidAt,
  });
  const write = (
    text: string,
    style: { font?: string; size?: number; color?: string; gap?: number } = {},
  ) => {
    doc
      .font(style.font ?? "Helvetica")
      .fontSize(style.size ?? 12)
      .fillColor(style.color ?? INK)
      .text(pdfText(text), MARGIN, doc.y, { width: WIDTH, align: "center" });
    doc.y += style.gap ?? 8;
  };

  doc
    .roundedRect(MARGIN - 16, MARGIN - 16, WIDTH + 32, 430, 12)
    .lineWidth(2)
    .strokeColor(FOREST)
    .stroke();
  doc.y = MARGIN + 16;
  write(BUSINESS_NAME, { font: "Helvetica-Bold", size: 14, color: FOREST, gap: 24 });
  write(t("title"), { font: "Times-Bold", size: 34, color: FOREST, gap: 6 });
  write(t("subtitle"), { size: 13, color: MUTED, gap: 28 });
  write(formatEuros(centsToEuros(voucher.amountCents), voucher.locale), {
    font: "Helvetica-Bold",
    size: 40,
    gap: 24,
  });
  write(t("code"), { size: 10, color: MUTED, gap: 2 });
  write(voucher.code, { font: "Courier-Bold", size: 22, gap: 20 });
  write(t("validUntil", { date: formatLongDate(voucher.expiresOn, voucher.locale) }), {
    font: "Helvetica-Bold",
    gap: 6,
  });
  write(t("howToUse", { site: new URL(PUBLIC_BASE_URL).host }), { size: 10.5, color: MUTED });

  if (voucher.message) {
    doc.y = MARGIN + 470;
    write(t("message"), { font: "Helvetica-Bold", size: 10, color: MUTED, gap: 6 });
    write(voucher.message, { font: "Times-Italic", size: 15 });
  }
  doc.end();
  return done;
}
