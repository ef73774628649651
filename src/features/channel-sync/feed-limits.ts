/* The feeds' limits, without zod: the back office's fields read them too. */

/** More channels than any home is listed on; each costs a fetch every few minutes. */
export const MAX_FEEDS_PER_HOME = 10;
export const MAX_FEED_LABEL_LENGTH = 60;
export const MAX_FEED_URL_LENGTH = 2_000;
/** 'Sync now' per home an hour: every click fetches each of its feeds from the channel. */
export const FEED_SYNCS_PER_HOUR = 30;
