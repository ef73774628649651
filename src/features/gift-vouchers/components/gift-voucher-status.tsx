"use client";

import { CircleCheckBig } from "@/components/icons/circle-check-big";
import { Loader2 } from "@/components/icons/loader-2";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { RequireSignedIn } from "@/features/auth/components";
import { Link } from "@/i18n/link";
import { usePageLocale } from "@/i18n/use-page-locale";
import { apiRequest, ApiRequestError, responseSchema } from "@/lib/api-client";
import { formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { GiftVoucherView } from "../schemas";

/** How often, and how long, the page asks while the provider confirms the payment. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 60_000;

const voucherSchema = responseSchema(
  (value): value is GiftVoucherView =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { status?: unknown }).status === "string" &&
    typeof (value as { amount?: unknown }).amount === "number",
);

type State =
  | { kind: "loading" }
  | { kind: "voucher"; voucher: GiftVoucherView; gaveUp: boolean }
  | { kind: "notFound" };

/** The buyer back from the checkout: waiting, paid (with the code), or not paid. */
export function GiftVoucherStatus({ id }: { id: string }) {
  return (
    <RequireSignedIn>
      <Status id={id} />
    </RequireSignedIn>
  );
}

function Status({ id }: { id: string }) {
  const t = useTranslations("giftVouchers.status");
  const locale = usePageLocale();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    async function ask() {
      try {
        const voucher = await apiRequest(
          `/api/guest/gift-vouchers/${encodeURIComponent(id)}`,
          voucherSchema,
        );
        if (stopped) return;
        const waiting = voucher.status === "awaiting_payment";
        const gaveUp = waiting && Date.now() - started > POLL_FOR_MS;
        setState({ kind: "voucher", voucher, gaveUp });
        if (waiting && !gaveUp) setTimeout(() => void ask(), POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiRequestError && error.status === 404) {
          setState({ kind: "notFound" });
        } else {
          setTimeout(() => void ask(), POLL_MS);
        }
      }
    }
    void ask();
    return () => {
      stopped = true;
    };
  }, [id]);

  if (state.kind === "loading") return <Waiting text={t("waiting")} />;
  if (state.kind === "notFound") return <p className="text-stone-700">{t("notFound")}</p>;
  const { voucher } = state;
  const amount = formatEuros(voucher.amount, locale);
  if (voucher.status === "awaiting_payment") {
    return <Waiting text={state.gaveUp ? t("stillWaiting") : t("waiting")} />;
  }
  if (voucher.status === "not_paid") {
    return (
      <Card>
        <CardContent first className="flex flex-col items-start gap-4">
          <p role="status" className="text-stone-800">
            {t("notPaid")}
          </p>
          <Link href="/gift-vouchers" className={buttonVariants()}>
            {t("tryAgain")}
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent first className="flex flex-col gap-5">
        <p role="status" className="flex items-start gap-2 text-lg font-semibold text-forest-900">
          <CircleCheckBig aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {t("paid", { amount })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-bark-50 p-4 text-sm">
          <dt className="text-stone-600">{t("code")}</dt>
          <dd className="font-mono font-semibold tracking-wider text-stone-900">{voucher.code}</dd>
          <dt className="text-stone-600">{t("amount")}</dt>
          <dd className="text-stone-900 tabular-nums">{amount}</dd>
          <dt className="text-stone-600">{t("validUntil")}</dt>
          <dd className="text-stone-900">
            {voucher.expiresOn ? formatLongDate(voucher.expiresOn, locale) : "-"}
          </dd>
        </dl>
        <p className="text-stone-700">{t("mailed", { email: voucher.email })}</p>
        <Link href="/gift-vouchers" className={buttonVariants({ variant: "outline" })}>
          {t("another")}
        </Link>
      </CardContent>
    </Card>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-700">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-forest-700" />
      {text}
    </p>
  );
}
