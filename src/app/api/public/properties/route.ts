import { apiRoute, json, parseQuery } from "@/lib/http";
import { propertyFiltersSchema } from "@/features/properties";
import { CATALOGUE_CACHE, listPageSchema, listProperties } from "@/features/properties/server";

export const GET = apiRoute(async (request) => {
  const filters = parseQuery(propertyFiltersSchema, request);
  const page = parseQuery(listPageSchema, request);
  const dated = filters.startDate !== undefined;
  const { properties, hasMore } = await listProperties(filters, page);
  const response = json(properties, { cache: dated ? "no-store" : CATALOGUE_CACHE });
  if (hasMore) {
    const next = new URL(request.url);
    next.searchParams.set("offset", String(page.offset + page.limit));
    next.searchParams.set("limit", String(page.limit));
    response.headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return response;
});
