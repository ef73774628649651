import { apiRoute, json, parseQuery } from "@/lib/http";
import { propertyFiltersSchema } from "@/features/properties";
import { CATALOGUE_CACHE, listProperties } from "@/features/properties/server";

export const GET = apiRoute(async (request) => {
  const filters = parseQuery(propertyFiltersSchema, request);
  const dated = filters.startDate !== undefined;
  return json(await listProperties(filters), { cache: dated ? "no-store" : CATALOGUE_CACHE });
});
