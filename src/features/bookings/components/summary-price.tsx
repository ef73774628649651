"use client";

import { useTranslations } from "next-intl";
import { withLoadedMessages } from "@/components/loaded-messages";
import { DEPOSIT_PERCENT, paymentScheduleFor } from "@/features/payments";
import type { EuroQuote } from "@/features/pricing";
import { PriceBreakdown } from "@/features/pricing/components";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatLongDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { centsToEuros, eurosToCents, formatEuros } from "@/lib/money";

/**
 * The terms' deposit and balance for the stay, when it is booked far enough ahead (DESIGN 11),
 * and the security deposit, which the payment completing the price collects.
 */
function ScheduleNote({
  totalPrice,
  checkIn,
  securityDeposit,
}: {
  totalPrice: number;
  checkIn: CalendarDate;
  securityDeposit: number;
}) {
  const t = useTranslations("booking");
  const locale = usePageLocale();
  const totalCents = eurosToCents(totalPrice);
  const schedule = paymentScheduleFor({ totalCents, checkIn, today: todayInBrussels() });
  const deposit = formatEuros(securityDeposit, locale);
  return (
    <>
      {schedule && (
        <p className="text-sm text-stone-700">
          {t("wizard.scheduleNote", {
            deposit: formatEuros(centsToEuros(schedule.depositCents), locale),
            percent: DEPOSIT_PERCENT,
            balance: formatEuros(centsToEuros(totalCents - schedule.depositCents), locale),
            date: formatLongDate(schedule.balanceDueOn, locale),
          })}
        </p>
      )}
      {securityDeposit > 0 && (
        <div className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm">
          <div className="flex justify-between gap-4 text-stone-800">
            <span>{t("wizard.securityDeposit")}</span>
            <span className="tabular-nums">{deposit}</span>
          </div>
          <p className="text-stone-600">
            {t(schedule ? "wizard.securityDepositLater" : "wizard.securityDepositNow", {
              deposit,
            })}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The booking summary's price: its breakdown and what is paid when. `stale` is the same stay's
 * price before its extras or guests changed, shown dimmed until the new one comes.
 */
function Price({
  quote,
  stale,
  checkIn,
  securityDeposit,
}: {
  quote: EuroQuote;
  stale: boolean;
  checkIn: CalendarDate;
  securityDeposit: number;
}) {
  if (stale) {
    return (
      <div aria-busy="true" className="opacity-60">
        <PriceBreakdown quote={quote} chargeNote={false} />
      </div>
    );
  }
  return (
    <>
      <PriceBreakdown quote={quote} chargeNote={false} />
      <ScheduleNote
        totalPrice={quote.summary.totalPrice}
        checkIn={checkIn}
        securityDeposit={securityDeposit}
      />
    </>
  );
}

/** Loads with its messages, after the page: the summary's first screen says its price is coming. */
export const SummaryPrice = withLoadedMessages(Price);
