import { closeDatabase, databaseHandle } from "@/db/client";
import { startAvailabilityAlerts } from "@/features/availability-alerts/server";
import { startReadCache, stopReadCache } from "@/db/read-cache";
import {
  startBalances,
  startCheckInDetails,
  startHoldExpiry,
  startSecurityDepositRefunds,
} from "@/features/bookings/server";
import { startCalendarSync } from "@/features/channel-sync/server";
import { startMailDelivery } from "@/features/mail/server";
import { startRefunds } from "@/features/payments/server";
import { startRetention } from "@/features/privacy/server";
import { startReviewInvitations } from "@/features/reviews/server";
import { startRegisterReminders } from "@/features/traveller-register/server";
import { configOrExit } from "@/lib/config";
import { logger } from "@/lib/logger";
import { stopRecurringJobs } from "@/lib/recurring-job";

/**
 * Stops start-up with a readable message when the configuration or database is unusable: a
 * half-started server would only answer errors, and a process manager restarts a stopped one.
 */
export async function prepareServer(): Promise<void> {
  const config = configOrExit();
  const log = logger();
  try {
    const handle = await databaseHandle();
    log.info({ database: handle.kind }, "database ready, migrations applied");
    if (config.READ_CACHE) await startReadCache(handle);
    else log.info("the read cache is off on this instance (READ_CACHE=false)");
  } catch (error) {
    const where = config.DATABASE_URL
      ? "the database at DATABASE_URL"
      : `PGlite in ${config.DATA_DIR}`;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Cannot start: ${where} could not be opened and migrated: ${reason}`);
    process.exit(1);
  }
  if (config.BACKGROUND_JOBS) {
    startMailDelivery();
    startHoldExpiry();
    startBalances();
    startRefunds();
    startSecurityDepositRefunds();
    startCheckInDetails();
    startRegisterReminders();
    startReviewInvitations();
    startRetention();
    startCalendarSync();
    startAvailabilityAlerts();
  } else log.info("background jobs are off on this instance (BACKGROUND_JOBS=false)");
}

/**
 * The second half of a graceful shutdown, after the HTTP server stopped taking requests and
 * finished the ones in flight (scripts/serve.mjs): background runs in progress finish, none
 * start, and the database is closed cleanly (PGlite writes its files, the pool says goodbye).
 */
export async function shutDownServer(): Promise<void> {
  await stopRecurringJobs();
  await stopReadCache();
  await closeDatabase();
}
