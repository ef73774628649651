/**
 * Stays that ended in the last days, paid, for the specs of reviews and the security deposit: the suite cannot move the
 * site's clock, and the site holds its PGlite database while it serves, so sites.ts writes them
 * (write-past-stay.ts) before the first site starts. The site's review invitation job, which runs
 * soon after start-up, mails each guest the link.
 */

export interface PastStay {
  home: string;
  guestName: string;
  guestEmail: string;
  locale: "en" | "nl";
  /** Days between check-out and today. */
  endedDaysAgo: number;
  nights: number;
  /** Paid in full with the home's security deposit, still held: the owner decides on it. */
  securityDepositHeld?: boolean;
}

/** Reviewed by reviews.spec.ts, at the last home of the catalogue, whose rating no other spec reads. */
export const PAST_STAY: PastStay = {
  home: "Villa Cascade",
  guestName: "Sofie Janssens",
  guestEmail: "past-stay-guest@example.com",
  locale: "en",
  endedDaysAgo: 1,
  nights: 3,
};

/** Never reviewed: screens.spec.ts photographs its review form. */
export const UNREVIEWED_STAY: PastStay = {
  home: "Villa Cascade",
  guestName: "Pieter Claes",
  guestEmail: "unreviewed-stay-guest@example.com",
  locale: "nl",
  endedDaysAgo: 5,
  nights: 2,
};

/**
 * Its security deposit held four days after check-out (the job would refund it on the 7th):
 * owner-security-deposit.spec.ts keeps part. The one night between the two stays above.
 */
export const DEPOSIT_STAY: PastStay = {
  home: "Villa Cascade",
  guestName: "Lotte Wouters",
  guestEmail: "deposit-stay-guest@example.com",
  locale: "en",
  endedDaysAgo: 4,
  nights: 1,
  securityDepositHeld: true,
};

/**
 * Written a year ago at the stays' home, so that its reviews run past the first page and
 * reviews.spec.ts can ask for the next ones.
 */
export const OLDER_REVIEWS = { home: "Villa Cascade", count: 11 } as const;
