import { z } from "zod";

/** A list's page when none is asked for: the catalogue shows 24 homes at a time. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** `limit` and `offset` of a list read a page at a time, `defaultLimit` rows unless asked. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ message: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ message: "offset must be a whole number" })
      .int("offset must be a whole number")
      .min(0, "offset must be at least 0")
      .max(1_000_000, "offset must be at most 1000000")
      .default(0),
  });
}

/** The catalogue's and the owner's booking list's page: 24 unless asked otherwise. */
export const listPageSchema = pageQuerySchema(DEFAULT_PAGE_SIZE);
