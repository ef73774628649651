import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { PaymentPart } from "@/db/enums";
import { hitRateLimit } from "@/db/rate-limits";
import { bookings, giftVouchers, payments, properties } from "@/db/schema";
import { isAddressProvenBy, type MailAttachment } from "@/features/mail/server";
import { intlLocaleOf, type Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { translatorFor } from "@/i18n/translator.server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { formatLongDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { notFound, rateLimited } from "@/lib/http";
import { centsToEuros, formatEuros } from "@/lib/money";
import { GIFT_VOUCHER_METHOD, paymentMethodLabel } from "./methods";
import { openPdf } from "@/lib/pdf-document";
import { pdfText } from "@/lib/pdf-text";
import { receiptFileName } from "./receipt";
import { percentOf } from "./vat";

/*
 * A paid payment's receipt as a PDF (docs/decisions/0041): in the booking's language, from the
 * business the configuration names, with the VAT the payment recorded when it arrived
 * (docs/decisions/0054), so a later change of rate or configuration rewrites no receipt.
 * Drawn with PDFKit's built-in Helvetica, so no font is read or embedded; uncompressed, so its
 * words can be read back from the file (a one-page receipt stays a few kilobytes).
 */

/** The database or the transaction that has just recorded the payment paid. */
type Reader = Pick<Database, "select">;

/** Receipts a guest may download an hour, counted per guest (a 429 beyond). */
export const RECEIPT_DOWNLOADS_PER_HOUR = 30;

interface Receipt {
  receiptNumber: number;
  paidAt: Date;
  amountCents: number;
  method: string | null;
  /** Which part of the booking's schedule the payment paid: a deposit or balance says so. */
  part: PaymentPart;
  /** The security deposit inside the amount: no price, no VAT, refundable (issue 35). */
  securityDepositCents: number;
  /** The rate and VAT the payment recorded when it arrived; both null: the business was exempt. */
  vat: { rateBasisPoints: number; cents: number } | null;
  /** The gift voucher that paid part or all of it: its code's first group only, as mail is kept. */
  voucher: { code: string; cents: number } | null;
  locale: Locale;
  guestName: string;
  guestAddress: string | null;
  /** What was paid for: a stay, or a gift voucher's sale (issue 36). */
  for: StayPaidFor | GiftVoucherPaidFor;
}

interface StayPaidFor {
  kind: "stay";
  bookingId: string;
  homeName: string;
  /** The home's registration with Tourisme Wallonie, which the law wants wherever it is sold. */
  homeRegistrationNumber: string | null;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** A multi-purpose voucher (decision 0061): its sale bears no VAT. */
interface GiftVoucherPaidFor {
  kind: "giftVoucher";
  code: string;
  amountCents: number;
  expiresOn: CalendarDate;
}

interface Business {
  name: string;
  address: string;
  registrationNumber: string;
}

type LoadedReceipt = Receipt & { guestId: string | null; guestEmail: string };

/** A paid payment that has a receipt number, with what its receipt shows; null for any other. */
async function loadReceipt(reader: Reader, paymentId: string): Promise<LoadedReceipt | null> {
  const [payment] = await reader
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "paid"),
        isNotNull(payments.receiptNumber),
      ),
    );
  if (!payment?.receiptNumber) return null;
  const [spent] = payment.paidWithVoucherId
    ? await reader
        .select({ code: giftVouchers.code })
        .from(giftVouchers)
        .where(eq(giftVouchers.id, payment.paidWithVoucherId))
    : [];
  const paid = {
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt ?? payment.updatedAt,
    amountCents: payment.amountCents,
    method: payment.method,
    part: payment.part,
    securityDepositCents: payment.securityDepositCents,
    vat:
      payment.vatRateBasisPoints === null || payment.vatCents === null
        ? null
        : { rateBasisPoints: payment.vatRateBasisPoints, cents: payment.vatCents },
    voucher:
      spent && payment.voucherCents > 0
        ? { code: `${spent.code.slice(0, 4)}-…`, cents: payment.voucherCents }
        : null,
  };
  if (payment.giftVoucherId) {
    const [voucher] = await reader
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, payment.giftVoucherId));
    if (!voucher?.expiresOn) return null;
    return {
      ...paid,
      locale: voucher.locale,
      guestId: voucher.buyerGuestId,
      guestEmail: voucher.buyerEmail,
      guestName: voucher.buyerName,
      guestAddress: null,
      for: {
        kind: "giftVoucher",
        code: voucher.code,
        amountCents: voucher.amountCents,
        expiresOn: voucher.expiresOn,
      },
    };
  }
  const [row] = await reader
    .select({ booking: bookings, home: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, payment.bookingId ?? ""));
  if (!row) return null;
  const { booking, home } = row;
  return {
    ...paid,
    locale: booking.locale,
    guestId: booking.guestId,
    guestEmail: booking.guestEmail,
    guestName: booking.guestName,
    guestAddress: booking.address?.trim() || null,
    for: {
      kind: "stay",
      bookingId: booking.id,
      homeName: textIn(booking.locale, "name", home.name, home.translations),
      homeRegistrationNumber: home.registrationNumber,
      startDate: booking.startDate,
      endDate: booking.endDate,
    },
  };
}

function configuredBusiness(): Business {
  const config = getConfig();
  return {
    name: config.BUSINESS_NAME,
    address: config.BUSINESS_ADDRESS,
    registrationNumber: config.BUSINESS_REGISTRATION_NUMBER,
  };
}

const MARGIN = 56;
const PAGE_WIDTH = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 150;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const INK = "#1c1917";
const MUTED = "#57534e";
const FOREST = "#1f4d3a";

interface Style {
  font?: string;
  size?: number;
  color?: string;
  x?: number;
  width?: number;
  align?: "left" | "right";
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: Receipt, business: Business): void {
  const t = translatorFor(receipt.locale, "receipt");
  const euros = (cents: number) => formatEuros(centsToEuros(cents), receipt.locale);
  const write = (text: string, style: Style = {}) => {
    doc
      .font(style.font ?? REGULAR)
      .fontSize(style.size ?? 10.5)
      .fillColor(style.color ?? INK)
      .text(pdfText(text), style.x ?? MARGIN, doc.y, {
        width: style.width ?? WIDTH,
        align: style.align ?? "left",
      });
  };
  /** Two columns from the same height; the cursor goes below the longer. */
  const columns = (left: () => void, right: () => void) => {
    const top = doc.y;
    left();
    const belowLeft = doc.y;
    doc.y = top;
    right();
    doc.y = Math.max(belowLeft, doc.y);
  };
  const rule = (gapBefore: number) => {
    doc.y += gapBefore;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .lineWidth(0.75)
      .strokeColor("#d6d3d1")
      .stroke();
    doc.y += 14;
  };
  const amountLine = (label: string, value: string, strong = false) => {
    const style = { font: strong ? BOLD : REGULAR, size: strong ? 12.5 : 10.5 };
    columns(
      () => write(label, { ...style, width: WIDTH - AMOUNT_WIDTH }),
      () =>
        write(value, {
          ...style,
          x: MARGIN + WIDTH - AMOUNT_WIDTH,
          width: AMOUNT_WIDTH,
          align: "right",
        }),
    );
    doc.y += 6;
  };
  const section = (title: string, lines: () => void) => {
    write(title, { font: BOLD, size: 9, color: MUTED });
    doc.y += 2;
    lines();
    doc.y += 12;
  };

  const titleWidth = 190;
  columns(
    () => {
      const width = WIDTH - titleWidth;
      write(business.name, { font: BOLD, size: 16, color: FOREST, width });
      doc.y += 2;
      write(business.address, { size: 9, color: MUTED, width });
      write(t("enterpriseNumber", { number: business.registrationNumber }), {
        size: 9,
        color: MUTED,
        width,
      });
    },
    () => {
      const right = { x: MARGIN + WIDTH - titleWidth, width: titleWidth, align: "right" } as const;
      write(t("title"), { ...right, font: BOLD, size: 22 });
      write(t("number", { number: String(receipt.receiptNumber) }), { ...right, color: MUTED });
    },
  );
  rule(18);

  section(t("receivedFrom"), () => {
    write(receipt.guestName, { font: BOLD });
    if (receipt.guestAddress) write(receipt.guestAddress);
  });
  section(t("datePaid"), () =>
    write(formatLongDate(todayInBrussels(receipt.paidAt), receipt.locale)),
  );
  const paidFor = receipt.for;
  if (paidFor.kind === "stay") {
    section(t("stay"), () => {
      write(paidFor.homeName, { font: BOLD });
      if (paidFor.homeRegistrationNumber) {
        write(t("homeRegistration", { number: paidFor.homeRegistrationNumber }), {
          size: 9,
          color: MUTED,
        });
      }
      write(
        t("stayDates", {
          checkIn: formatLongDate(paidFor.startDate, receipt.locale),
          checkOut: formatLongDate(paidFor.endDate, receipt.locale),
        }),
      );
      write(t("booking", { id: paidFor.bookingId }), { size: 9, color: MUTED });
    });
  } else {
    section(t("giftVoucher"), () => {
      write(t("giftVoucherOf", { amount: euros(paidFor.amountCents) }), { font: BOLD });
      write(t("giftVoucherCode", { code: paidFor.code }));
      write(
        t("giftVoucherValidUntil", { date: formatLongDate(paidFor.expiresOn, receipt.locale) }),
      );
    });
  }
  rule(6);

  if (receipt.part !== "full") amountLine(t("paymentFor"), t(`parts.${receipt.part}`));
  // A payment a voucher paid alone says so on its voucher line.
  if (receipt.method && receipt.method !== GIFT_VOUCHER_METHOD) {
    amountLine(t("paymentMethod"), paymentMethodLabel(receipt.method));
  }
  if (receipt.voucher) {
    amountLine(t("paidWithVoucher", { code: receipt.voucher.code }), euros(receipt.voucher.cents));
    const byProvider = receipt.amountCents - receipt.voucher.cents;
    if (byProvider > 0 && receipt.method) {
      amountLine(
        t("paidByMethod", { method: paymentMethodLabel(receipt.method) }),
        euros(byProvider),
      );
    }
  }
  if (paidFor.kind === "giftVoucher") {
    amountLine(t("giftVoucherVat"), "");
  } else if (receipt.vat) {
    const rate = new Intl.NumberFormat(intlLocaleOf(receipt.locale), {
      maximumFractionDigits: 2,
    }).format(percentOf(receipt.vat.rateBasisPoints));
    const price = receipt.amountCents - receipt.securityDepositCents;
    amountLine(t("excludingVat"), euros(price - receipt.vat.cents));
    amountLine(t("vat", { rate }), euros(receipt.vat.cents));
  } else {
    amountLine(t("vatExempt"), "");
  }
  if (receipt.securityDepositCents > 0) {
    amountLine(t("securityDeposit"), euros(receipt.securityDepositCents));
  }
  rule(4);
  amountLine(t("amountPaid"), euros(receipt.amountCents), true);
  doc.y += 24;
  write(t("thanks"), { size: 9, color: MUTED });
}

/** The receipt's PDF; the same receipt gives the same bytes (its dates are the payment's). */
function renderPdf(receipt: Receipt, business: Business): Promise<Buffer> {
  const t = translatorFor(receipt.locale, "receipt");
  const { doc, bytes } = openPdf({
    title: t("number", { number: String(receipt.receiptNumber) }),
    author: business.name,
    lang: intlLocaleOf(receipt.locale),
    margin: MARGIN,
    date: receipt.paidAt,
  });
  drawReceipt(doc, receipt, business);
  doc.end();
  return bytes;
}

export interface RenderedReceipt {
  receiptNumber: number;
  filename: string;
  content: Buffer;
}

async function rendered(receipt: Receipt): Promise<RenderedReceipt> {
  return {
    receiptNumber: receipt.receiptNumber,
    filename: receiptFileName(receipt.receiptNumber),
    content: await renderPdf(receipt, configuredBusiness()),
  };
}

/**
 * The receipt of a paid payment, or null when the payment has none (not paid, or paid for
 * another amount than asked and so refunded). Reads through the caller's transaction, so the
 * one that records a payment paid can attach its receipt to the mail it writes.
 */
export async function renderReceipt(
  reader: Reader,
  paymentId: string,
): Promise<RenderedReceipt | null> {
  const receipt = await loadReceipt(reader, paymentId);
  return receipt && rendered(receipt);
}

/**
 * The attachments of the mail that tells the guest a payment arrived (the confirmation, the
 * balance's): the payment's receipt, or none when it has none. None either when the one who
 * booked had not proven the address is theirs: the receipt shows the name and address they
 * typed, and such mail carries nothing typed (docs/decisions/0020); they download it signed in.
 */
export async function receiptAttachments(
  reader: Reader,
  paymentId: string,
): Promise<MailAttachment[]> {
  const receipt = await loadReceipt(reader, paymentId);
  if (!receipt || !(await isAddressProvenBy(reader, receipt.guestEmail, receipt.guestId))) {
    return [];
  }
  const { filename, content } = await rendered(receipt);
  return [{ filename, contentType: "application/pdf", content }];
}

/** The receipt of a payment of the guest's own booking; anything else is a 404. */
export async function guestReceipt(
  guestId: string,
  bookingId: string,
  paymentId: string,
): Promise<RenderedReceipt> {
  const db = await getDb();
  // Drawing a receipt costs the server a little each time: a guest downloads a few, not hundreds.
  const allowance = await hitRateLimit(
    db,
    `receipt-downloads:${guestId}`,
    RECEIPT_DOWNLOADS_PER_HOUR,
    3_600_000,
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited("Too many receipt downloads", allowance.retryAfterSeconds);
  }
  const receipt = await loadReceipt(db, paymentId);
  const ofBooking = receipt?.for.kind === "stay" && receipt.for.bookingId === bookingId;
  if (!receipt || !ofBooking || receipt.guestId !== guestId) {
    throw notFound("Receipt");
  }
  return rendered(receipt);
}
