import { apiRoute, json } from "@/lib/http";
import {
  CATALOGUE_CACHE,
  propertyIdFrom,
  type PropertyRouteContext,
  getPropertyAmenities,
} from "@/features/properties/server";

export const GET = apiRoute<PropertyRouteContext>(async (_request, context) =>
  json(await getPropertyAmenities(await propertyIdFrom(context)), { cache: CATALOGUE_CACHE }),
);
