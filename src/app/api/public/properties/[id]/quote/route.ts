import { apiRoute, json, parseQuery } from "@/lib/http";
import { stayQuerySchema } from "@/features/availability";
import { propertyIdFrom, type PropertyRouteContext } from "@/features/properties/server";
import { quoteInEuros } from "@/features/pricing";
import { quotePropertyStay } from "@/features/pricing/server";

export const GET = apiRoute<PropertyRouteContext>(async (request, context) => {
  const propertyId = await propertyIdFrom(context);
  const query = parseQuery(stayQuerySchema, request);
  const quote = await quotePropertyStay(propertyId, {
    checkIn: query.startDate,
    checkOut: query.endDate,
    guests: query.guests,
  });
  return json(quoteInEuros(quote));
});
