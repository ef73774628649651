import { apiRoute, json } from "@/lib/http";
import {
  CATALOGUE_CACHE,
  propertyIdFrom,
  type PropertyRouteContext,
  getPropertyFeatures,
} from "@/features/properties/server";

export const GET = apiRoute<PropertyRouteContext>(async (_request, context) =>
  json(await getPropertyFeatures(await propertyIdFrom(context)), { cache: CATALOGUE_CACHE }),
);
