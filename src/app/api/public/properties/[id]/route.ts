import { apiRoute, json } from "@/lib/http";
import {
  CATALOGUE_CACHE,
  propertyIdFrom,
  type PropertyRouteContext,
  getProperty,
} from "@/features/properties/server";

export const GET = apiRoute<PropertyRouteContext>(async (_request, context) =>
  json(await getProperty(await propertyIdFrom(context)), { cache: CATALOGUE_CACHE }),
);
