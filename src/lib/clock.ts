/** The one source of "now" for rules with a deadline, so tests can move time. */
export const clock = {
  now: (): Date => new Date(),
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
