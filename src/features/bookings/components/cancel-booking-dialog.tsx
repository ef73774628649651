"use client";

import { Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
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
  onCancelled,
}: {
  bookingId: string;
  onCancelled(): void;
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
      await apiRequest(`${path}/cancel`, previewResponse, { method: "POST" });
      setOpen(false);
      onCancelled();
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
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
                {t("title")}
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" size="icon" aria-label={t("keep")}>
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="text-sm text-stone-600">
              {t("description")}
            </Dialog.Description>
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
                </dl>
              )}
            </div>
            {failed ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                {t("cancelFailed")}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {t("keep")}
                </Button>
              </Dialog.Close>
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
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
