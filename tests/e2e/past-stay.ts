/**
 * Stays that ended in the last days, paid, for the specs of reviews: the suite cannot move the
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
