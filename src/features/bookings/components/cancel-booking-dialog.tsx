"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { GuestDialog, GuestDialogClose } from "@/components/ui/guest-dialog";
import { usePageLocale } from "@/i18n/use-page-locale";
import { apiRequest, responseSchema } from "@/lib/api-client";
import { formatEuros } from "@/lib/money";

interface CancellationPreview {
  refundAmount: number;
  rule: { percent: number; daysBeforeCheckIn: number; text: string };
}

const previewResponse = responseSchema((value: unknown): value is CancellationPreview => {
  if (typeof value !== "object" || value === null) return false;
  const { refundAmount, rule } = value as Record<string, unknown>;
  return (
    typeof refundAmount === "number" &&
    typeof rule === "object" &&
    rule !== null &&
    typeof (rule as Record<string, unknown>).text === "string" &&
    typeof (rule as Record<string, unknown>).percent === "number"
  );
});

type PreviewState =
  { status: "loading" } | { status: "failed" } | ({ status: "ready" } & CancellationPreview);

/**
 * 'Cancel booking': the refund the terms give today and the rule that gives it, shown before the
 * guest confirms; confirming cancels, frees the dates and starts the refund.
 */
export function CancelBookingDialog({
  bookingId,
  securityDeposit,
  onCancelled,
}: {
  bookingId: string;
  /** Euros of security deposit paid and held: it comes back whole beside the refund. */
  securityDeposit: number;
  /** With the refund the cancellation gives, in euros. */
  onCancelled(refundAmount: number): void;
}) {
  const t = useTranslations("cancellation");
  const locale = usePageLocale();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ status: "loading" });
  const [cancelling, setCancelling] = useState(false);
  const [failed, setFailed] = useState(false);
  const path = `/api/guest/bookings/${encodeURIComponent(bookingId)}`;

  function openDialog() {
    setOpen(true);
    setFailed(false);
    setPreview({ status: "loading" });
    apiRequest(`${path}/cancellation`, previewResponse)
      .then((answer) => setPreview({ status: "ready", ...answer }))
      .catch(() => setPreview({ status: "failed" }));
  }

  async function confirm() {
    if (cancelling) return;
    setCancelling(true);
    setFailed(false);
    try {
      const done = await apiRequest(`${path}/cancel`, previewResponse, { method: "POST" });
      setOpen(false);
      onCancelled(done.refundAmount);
    } catch {
      setFailed(true);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <>
      <Button
        ref={opener}
        type="button"
        size="lg"
        variant="outline"
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        {t("open")}
      </Button>
      <GuestDialog
        open={open}
        onOpenChange={setOpen}
        opener={opener}
        title={t("title")}
        description={t("description")}
        closeLabel={t("keep")}
        className="max-w-md"
      >
        <div className="flex flex-col gap-4 px-6 py-5">
          <div aria-live="polite" className="rounded-lg bg-bark-50 p-4">
            {preview.status === "loading" ? (
              <p className="text-sm text-stone-600">{t("loading")}</p>
            ) : preview.status === "failed" ? (
              <p role="alert" className="text-sm text-red-800">
                {t("failed")}
              </p>
            ) : (
              <dl className="flex flex-col gap-2">
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="font-medium text-stone-900">{t("refund")}</dt>
                  <dd className="text-lg font-semibold text-forest-900 tabular-nums">
                    {formatEuros(preview.refundAmount, locale)}
                  </dd>
                </div>
                <dd className="text-sm text-stone-700">{preview.rule.text}</dd>
                {securityDeposit > 0 ? (
                  <dd className="text-sm text-stone-700">
                    {t("securityDeposit", { amount: formatEuros(securityDeposit, locale) })}
                  </dd>
                ) : null}
              </dl>
            )}
          </div>
          {failed ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t("cancelFailed")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-6 py-4 sm:flex-row sm:justify-end">
          <GuestDialogClose asChild>
            <Button type="button" variant="outline">
              {t("keep")}
            </Button>
          </GuestDialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => void confirm()}
            disabled={preview.status !== "ready"}
            aria-disabled={cancelling || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {cancelling ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {cancelling ? t("cancelling") : t("confirm")}
          </Button>
        </div>
      </GuestDialog>
    </>
  );
}
