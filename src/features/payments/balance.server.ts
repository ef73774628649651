import "server-only";
import { and, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { advanceBalance } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { addDays, todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { endStillOpenPayments, settleOpenPayments } from "./hold-expiry.server";
import {
  BALANCE_GRACE_DAYS,
  BALANCE_REMINDER_DAYS_BEFORE_DUE,
  BALANCE_REQUEST_DAYS_BEFORE_DUE,
  type BalanceStep,
} from "./schedule";

/** Bookings read per run, the soonest due first; the rest wait for the next run. */
const BATCH = 500;

/**
 * The balance job (DESIGN 11): requests each open balance 5 days before it is due, reminds the
 * day before, and cancels the booking a week after the due date, deposit kept. Reads only the
 * bookings with a step to take today. Before cancelling, the provider is asked about a balance
 * payment still open here: money on its way pays the balance instead. Several instances may run
 * it; each step is taken once per booking (lifecycle's `advanceBalance`).
 */
/** The bookings each step was taken for, in this run. */
export async function advanceBalances(): Promise<Record<BalanceStep, string[]>> {
  const db = await getDb();
  const today = todayInBrussels(clock.now());
  const due = await db
    .select({ id: bookings.id, dueOn: bookings.balanceDueOn })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["paid", "approved"]),
        isNotNull(bookings.depositCents),
        isNull(bookings.balancePaymentId),
        lte(bookings.balanceDueOn, addDays(today, BALANCE_REQUEST_DAYS_BEFORE_DUE)),
        or(
          isNull(bookings.balanceRequestedAt),
          and(
            isNull(bookings.balanceRemindedAt),
            lte(bookings.balanceDueOn, addDays(today, BALANCE_REMINDER_DAYS_BEFORE_DUE)),
          ),
          lte(bookings.balanceDueOn, addDays(today, -BALANCE_GRACE_DAYS)),
        ),
      ),
    )
    .orderBy(bookings.balanceDueOn)
    .limit(BATCH);
  const done: Record<BalanceStep, string[]> = { request: [], remind: [], cancel: [] };
  for (const { id, dueOn } of due) {
    const ending = dueOn !== null && dueOn <= addDays(today, -BALANCE_GRACE_DAYS);
    if (ending && !(await settleOpenPayments(id, "the balance job"))) continue;
    const step = await db.transaction((tx) => advanceBalance(tx, id, today));
    if (!step) continue;
    done[step].push(id);
    if (step === "cancel") await endStillOpenPayments(id);
  }
  const counts = {
    requested: done.request.length,
    reminded: done.remind.length,
    cancelled: done.cancel.length,
  };
  if (counts.requested + counts.reminded + counts.cancelled > 0) {
    logger().info(counts, "advanced balances");
  }
  return done;
}

/** This instance's balance job; several instances may run it. */
export function startBalances(intervalMs = 5 * 60_000): void {
  startRecurringJob("balances", intervalMs, advanceBalances);
}
