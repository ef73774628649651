/** Enough for a guest with several questions, too few for a spammer. */
export const CONTACT_LIMIT_PER_IP = { limit: 5, windowMs: 60 * 60_000 } as const;
