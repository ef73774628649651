import { apiRoute, json, parseQuery } from "@/lib/http";
import { stayQuerySchema } from "@/features/availability";
import { availabilityOf } from "@/features/availability/server";
import {
  propertyIdFrom,
  type PropertyRouteContext,
  getProperty,
} from "@/features/properties/server";

export const GET = apiRoute<PropertyRouteContext>(async (request, context) => {
  const propertyId = await propertyIdFrom(context);
  const query = parseQuery(stayQuerySchema, request);
  await getProperty(propertyId);
  const availability = await availabilityOf(propertyId, {
    checkIn: query.startDate,
    checkOut: query.endDate,
    guests: query.guests,
  });
  return json(availability);
});
