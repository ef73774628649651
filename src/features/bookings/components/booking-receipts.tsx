"use client";

import { Download } from "@/components/icons/download";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { GIFT_VOUCHER_METHOD, paymentMethodLabel, receiptFileName } from "@/features/payments";
import { usePageLocale } from "@/i18n/use-page-locale";
import { apiDownload } from "@/lib/api-client";
import { formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { BookingViewData } from "../views";

type ReceiptedPayment = BookingViewData["payments"][number];

/**
 * Hands a file to the browser's downloads: an object URL on a link that is clicked at once. The
 * URL is let go a little later, as some browsers read it only after the click has returned.
 */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The receipts of a guest's own booking, one per payment that arrived, each to download. */
export function BookingReceipts({
  bookingId,
  payments,
}: {
  bookingId: string;
  payments: readonly ReceiptedPayment[];
}) {
  const t = useTranslations("bookings.receipts");
  const locale = usePageLocale();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(payment: ReceiptedPayment) {
    if (downloading) return;
    setDownloading(payment.id);
    setFailed(false);
    try {
      const { file, filename } = await apiDownload(
        `/api/guest/bookings/${encodeURIComponent(bookingId)}/payments/${encodeURIComponent(payment.id)}/receipt`,
        "application/pdf",
      );
      saveFile(file, filename ?? receiptFileName(payment.receiptNumber));
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-serif text-forest-950">{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-stone-200">
          {payments.map((payment) => {
            const busy = downloading === payment.id;
            return (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div id={`receipt-${payment.id}`} className="flex flex-col gap-0.5">
                  <p className="font-medium text-stone-900">
                    {t("number", { number: String(payment.receiptNumber) })}
                  </p>
                  <p className="text-sm text-stone-600">
                    {t("paid", {
                      amount: formatEuros(payment.amount, locale),
                      date: formatLongDate(payment.paidAt, locale),
                    })}
                    {payment.method
                      ? ` · ${payment.method === GIFT_VOUCHER_METHOD ? t("giftVoucher") : paymentMethodLabel(payment.method)}`
                      : null}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void download(payment)}
                  aria-describedby={`receipt-${payment.id}`}
                  aria-disabled={downloading !== null || undefined}
                  className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                >
                  {busy ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Download aria-hidden="true" />
                  )}
                  {busy ? t("downloading") : t("download")}
                </Button>
              </li>
            );
          })}
        </ul>
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t("failed")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
