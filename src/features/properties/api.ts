import { z } from "zod";
import { propertyFiltersSchema, propertySchema } from "./schemas";

/** Catalogue reads change rarely; a short shared cache keeps them fast without going stale. */
export const CATALOGUE_CACHE = "public, max-age=30, stale-while-revalidate=300";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** `limit` and `offset` of the property list; a page of 24 unless asked otherwise. */
export const listPageSchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ message: "offset must be a whole number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset must be at most 1000000")
    .default(0),
});

/** The property list's query: the spec's filters and the page. */
export const propertyListQuerySchema = propertyFiltersSchema.safeExtend(listPageSchema.shape);
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

export const propertyListSchema = z.array(propertySchema);
