/**
 * The traveller register's bounds, for the API, the database's checks and the form alike
 * (docs/decisions/0053).
 */
export const REGISTER_LIMITS = {
  surname: 100,
  firstNames: 100,
  birthPlace: 100,
  nationality: 60,
  /** No traveller was born before this day. */
  earliestBirthDate: "1900-01-01",
  /** Saves of one guest's registers an hour: a family corrects a few times, not hundreds. */
  guestWritesPerHour: 30,
  /** The longest period one CSV export covers. */
  exportDays: 366,
} as const;

/** When the reminder goes: this many days before arrival, if the register is still empty. */
export const REMINDER_DAYS_BEFORE_ARRIVAL = 7;
