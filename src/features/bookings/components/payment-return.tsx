"use client";

import { CircleCheckBig } from "@/components/icons/circle-check-big";
import { CircleX } from "@/components/icons/circle-x";
import { Loader2 } from "@/components/icons/loader-2";
import { RotateCw } from "@/components/icons/rotate-cw";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PAYMENT_STATUSES } from "@/db/enums";
import { Link } from "@/i18n/link";
import { apiRequest } from "@/lib/api-client";
import { useApiQuery } from "@/lib/use-api-query";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatClockTime, formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { startPayment } from "./start-payment";

const paymentStatusSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).nullable(),
  bookingStatus: z.string().nullable().optional(),
  home: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.number().nullable(),
  heldUntil: z.string().nullable(),
});
type PaymentAnswer = z.infer<typeof paymentStatusSchema>;

/* The provider's webhook may land just after the guest is sent back, so an open payment is asked
 * about again for a little while before it counts as not completed. */
const POLL_INTERVAL_MS = 1_500;
const POLL_FOR_MS = 15_000;

type Outcome =
  { kind: "verifying" } | { kind: "paid" | "not-completed"; answer: PaymentAnswer | null };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function waitForPayment(
  bookingId: string,
  locale: string,
  signal: AbortSignal,
): Promise<Exclude<Outcome, { kind: "verifying" }>> {
  const giveUpAt = Date.now() + POLL_FOR_MS;
  for (;;) {
    const answer = await apiRequest(
      `/api/guest/payments/booking/${encodeURIComponent(bookingId)}/status`,
      paymentStatusSchema,
      { signal, headers: { "Accept-Language": locale } },
    );
    if (answer.status === "paid") return { kind: "paid", answer };
    if (answer.status !== "created" || Date.now() + POLL_INTERVAL_MS >= giveUpAt) {
      return { kind: "not-completed", answer };
    }
    await pause(POLL_INTERVAL_MS, signal);
  }
}

function usePaymentOutcome(bookingId: string | undefined, locale: string): Outcome {
  const payment = useApiQuery(
    bookingId
      ? { key: bookingId, load: (signal) => waitForPayment(bookingId, locale, signal) }
      : null,
  );
  if (payment.status === "success") return payment.data;
  return payment.status === "loading"
    ? { kind: "verifying" }
    : { kind: "not-completed", answer: null };
}

/** The stay and the money a payment was for, so the guest sees what they paid for. */
function PaidFor({ answer }: { answer: PaymentAnswer }) {
  const t = useTranslations("booking.payment");
  const locale = usePageLocale();
  return (
    <p className="rounded-lg bg-bark-50 px-4 py-3 text-sm text-stone-800">
      {t("paidFor", {
        amount: answer.amount === null ? "" : formatEuros(answer.amount, locale),
        home: answer.home,
        checkIn: formatLongDate(answer.startDate, locale),
        checkOut: formatLongDate(answer.endDate, locale),
      })}
    </p>
  );
}

/** Where the payment provider sends the guest back: tells whether the booking is paid. */
export function PaymentReturn({
  bookingId,
  awaitsApproval,
}: {
  bookingId: string | undefined;
  /** With AUTO_APPROVE=false a paid booking is a request until the owner approves it. */
  awaitsApproval: boolean;
}) {
  const t = useTranslations("booking.payment");
  const locale = usePageLocale();
  const outcome = usePaymentOutcome(bookingId, locale);
  const [retrying, setRetrying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsHref = bookingId ? `/bookings/${encodeURIComponent(bookingId)}` : "/bookings";

  useEffect(() => {
    if (outcome.kind !== "verifying") headingRef.current?.focus();
  }, [outcome.kind]);

  async function tryAgain() {
    if (!bookingId || retrying) return;
    setRetrying(true);
    try {
      // A new checkout sends the guest back to this page in this language.
      await startPayment(bookingId, locale);
    } catch (error) {
      // The spec shows nothing here; the guest can still open the booking and pay from there.
      console.warn("Could not restart the payment", error);
      setRetrying(false);
    }
  }

  if (outcome.kind === "verifying") {
    return (
      <Card
        role="status"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center"
      >
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-forest-700" />
        <h1 className="font-serif text-2xl font-semibold text-forest-950">{t("verifying")}</h1>
        <p className="text-sm text-stone-600">{t("keepOpen")}</p>
      </Card>
    );
  }

  // A payment that went through for a booking cancelled since is no success to celebrate.
  const cancelledSince =
    outcome.answer?.bookingStatus === "cancelled" || outcome.answer?.bookingStatus === "rejected";
  if (outcome.kind === "paid" && cancelledSince) {
    return (
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-10 text-center">
        <CircleX aria-hidden="true" className="size-12 text-stone-600" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold text-forest-950"
        >
          {t("cancelledSinceTitle")}
        </h1>
        <p className="text-stone-700">{t("cancelledSinceText")}</p>
        <Link href={detailsHref} prefetch={false} className={buttonVariants()}>
          {t("viewDetails")}
        </Link>
      </Card>
    );
  }

  if (outcome.kind === "paid") {
    return (
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-10 text-center">
        <CircleCheckBig aria-hidden="true" className="size-12 text-forest-700" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold text-forest-950"
        >
          {t("successTitle")}
        </h1>
        {outcome.answer ? <PaidFor answer={outcome.answer} /> : null}
        <p className="text-stone-700">
          {awaitsApproval ? t("successAwaitsApproval") : t("successBooked")}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/bookings" className={buttonVariants({ variant: "outline" })}>
            {t("viewAll")}
          </Link>
          <Link href={detailsHref} prefetch={false} className={buttonVariants()}>
            {t("viewDetails")}
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-10 text-center">
      <CircleX aria-hidden="true" className="size-12 text-red-700" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold text-stone-900"
      >
        {t("notCompletedTitle")}
      </h1>
      <div className="flex flex-col gap-2 text-left text-stone-700">
        <p>{t("notCompletedText")}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t("reasonCancelled")}</li>
          <li>{t("reasonMethod")}</li>
          <li>{t("reasonTimeout")}</li>
        </ul>
        <p className="text-sm">
          {outcome.answer?.heldUntil
            ? t("keptUntil", { time: formatClockTime(outcome.answer.heldUntil) })
            : t("kept")}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          href={detailsHref}
          prefetch={false}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("viewDetails")}
        </Link>
        <Button
          type="button"
          onClick={() => void tryAgain()}
          disabled={!bookingId}
          aria-disabled={retrying || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {retrying ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <RotateCw aria-hidden="true" />
          )}
          {t("tryAgain")}
        </Button>
      </div>
    </Card>
  );
}
