import "server-only";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { and, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { bookings } from "@/db/schema";
import {
  balanceDueMail,
  bookingCancelledUnpaidBalanceMail,
  enqueueMail,
  ownerUnpaidBalanceCancelledMail,
} from "@/features/mail/server";
import {
  BALANCE_GRACE_DAYS,
  BALANCE_REMINDER_DAYS_BEFORE_DUE,
  BALANCE_REQUEST_DAYS_BEFORE_DUE,
  balanceCancelledOn,
  balanceStepDue,
  type BalanceStep,
} from "@/features/payments";
import { endStillOpenPayments } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { balanceOwed, settleOpenPayments } from "./payment.server";
import { applyTransition, lockBooking, stayMailData } from "./status.server";

/**
 * The balance job's step for one confirmed booking whose balance is open, on `today` (Brussels):
 * the request (35 days before check-in), the reminder (31), or after the grace week the
 * cancellation under the terms, the deposit kept, guest and owner told. Each is written with its
 * mail in the caller's transaction under the booking's lock, and only if not done yet, so with
 * several instances each happens once. Skips a booking another instance holds.
 */
export async function advanceBalance(
  tx: Transaction,
  bookingId: string,
  today: CalendarDate,
): Promise<BalanceStep | null> {
  const locked = await lockBooking(tx, bookingId, { skipLocked: true });
  if (!locked) return null;
  const { booking, propertyName } = locked;
  const balance = balanceOwed(booking);
  if (!balance) return null;
  const step = balanceStepDue({
    balanceDueOn: balance.dueOn,
    today,
    requested: booking.balanceRequestedAt !== null,
    reminded: booking.balanceRemindedAt !== null,
  });
  if (!step) return null;
  const now = clock.now();
  const stay = await stayMailData(tx, booking, propertyName);
  if (step === "cancel") {
    await applyTransition(tx, booking, "cancelled", "job");
    const depositCents = booking.totalCents - balance.cents;
    await enqueueMail(
      tx,
      booking.guestEmail,
      await bookingCancelledUnpaidBalanceMail({
        ...stay,
        propertyId: booking.propertyId,
        balanceCents: balance.cents,
        dueOn: balance.dueOn,
        depositCents,
      }),
    );
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await ownerUnpaidBalanceCancelledMail({
        bookingId: booking.id,
        homeName: propertyName,
        guestName: booking.guestName,
        startDate: booking.startDate,
        endDate: booking.endDate,
        depositCents,
        balanceCents: balance.cents,
        dueOn: balance.dueOn,
      }),
    );
    return step;
  }
  // A request sent on the reminder's day (a booking made 31 days ahead) is its own reminder.
  const remindedToo =
    balanceStepDue({ balanceDueOn: balance.dueOn, today, requested: true, reminded: false }) ===
    "remind";
  await tx
    .update(bookings)
    .set(
      step === "request"
        ? { balanceRequestedAt: now, ...(remindedToo ? { balanceRemindedAt: now } : {}) }
        : { balanceRemindedAt: now },
    )
    .where(eq(bookings.id, booking.id));
  await enqueueMail(
    tx,
    booking.guestEmail,
    await balanceDueMail({
      ...stay,
      balanceCents: balance.cents,
      dueOn: balance.dueOn,
      cancelledOn: balanceCancelledOn(balance.dueOn),
      reminder: step === "remind",
      securityDepositCents: booking.securityDepositCents,
    }),
  );
  return step;
}

/** Bookings read per run, the soonest due first; the rest wait for the next run. */
const BATCH = 500;

/**
 * The balance job (DESIGN 11): requests each open balance 5 days before it is due, reminds the
 * day before, and cancels the booking a week after the due date, deposit kept. Reads only the
 * bookings with a step to take today. Before cancelling, the provider is asked about a balance
 * payment still open here: money on its way pays the balance instead. Several instances may run
 * it; each step is taken once per booking (`advanceBalance`).
 */
/** The bookings each step was taken for, in this run. */
export async function advanceBalances(): Promise<Record<BalanceStep, string[]>> {
  const db = await getDb();
  const today = todayInBrussels();
  const due = await db
    .select({ id: bookings.id, dueOn: bookings.balanceDueOn })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...CONFIRMED_STATUSES]),
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
