import { z } from "zod";
import { listPageSchema } from "@/lib/list-page";
import { propertyFiltersSchema, propertySchema } from "./schemas";

/** Catalogue reads change rarely; a short shared cache keeps them fast without going stale. */
export const CATALOGUE_CACHE = "public, max-age=30, stale-while-revalidate=300";

/** The property list's query: the spec's filters and the page. */
export const propertyListQuerySchema = propertyFiltersSchema.safeExtend(listPageSchema.shape);
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

export const propertyListSchema = z.array(propertySchema);
