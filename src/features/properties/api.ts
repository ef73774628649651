import { parseInput } from "@/lib/http";
import { propertyIdSchema } from "./schemas";

export type PropertyRouteContext = { params: Promise<{ id: string }> };

/** The property id of a `/properties/{id}/...` route, checked to be a UUID (else 400). */
export async function propertyIdFrom(context: PropertyRouteContext): Promise<string> {
  const { id } = await context.params;
  return parseInput(propertyIdSchema, id);
}

/** Catalogue reads change rarely; a short shared cache keeps them fast without going stale. */
export const CATALOGUE_CACHE = "public, max-age=30, stale-while-revalidate=300";
