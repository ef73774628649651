import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  availabilitySchema,
  stayQuerySchema,
  takenNightsQuerySchema,
  takenNightsSchema,
} from "@/features/availability";
import { availabilityOf, takenNightsOf } from "@/features/availability/server";
import { quoteInEuros, quoteQuerySchema, quoteResponseSchema } from "@/features/pricing";
import { quotePropertyStay } from "@/features/pricing/server";
import { promoCodeForQuote, tryPromoCode } from "@/features/promotions/server";
import {
  amenitySchema,
  imageIdSchema,
  policiesResponseSchema,
  propertyFeatureSchema,
  propertyIdSchema,
  propertySchema,
} from "@/features/properties";
import { reviewListQuerySchema, reviewSchema } from "@/features/reviews/server";
import {
  CATALOGUE_CACHE,
  formatForAccept,
  getProperty,
  getPropertyAmenities,
  getPropertyFeatures,
  getPropertyPolicies,
  getPropertyReviews,
  IMAGE_WIDTHS,
  imageEtag,
  listProperties,
  propertyListQuerySchema,
  propertyListSchema,
  renderPropertyImage,
  snapWidth,
} from "@/features/properties/server";
import { findStays, staySearchQuerySchema, staysResponseSchema } from "@/features/stays/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import type { Locale } from "@/i18n/locales";
import { errors, jsonResponse } from "../responses";
import { cachedResponse } from "../response-cache";

const tags = ["Catalogue"];
const propertyParams = z.object({ id: propertyIdSchema });
/** Homes are read in the guest's language (`Accept-Language`), English when none of ours fits. */
const LANGUAGE_VARIES = { Vary: "Accept-Language" };
const catalogueHeaders = { "Cache-Control": CATALOGUE_CACHE, ...LANGUAGE_VARIES };

const listRoute = createRoute({
  method: "get",
  path: "/api/public/properties",
  operationId: "listProperties",
  security: [],
  tags,
  summary: "A page of active homes, featured first; dated searches list homes free then",
  description:
    "The owner's texts (name, description, location, house rules) come in the language `Accept-Language` asks for, English where none of English, Dutch, French and German fits or the owner wrote none.",
  request: { query: propertyListQuerySchema },
  responses: {
    200: jsonResponse(propertyListSchema, "Homes, with a Link rel=next header while more follow"),
    ...errors(400, 503),
  },
});

/** A part of a home's page: a read of one property that depends on the catalogue only. */
function propertyPart<S extends z.ZodType>(
  operationId: string,
  part: string,
  schema: S,
  summary: string,
) {
  return createRoute({
    method: "get",
    path: `/api/public/properties/{id}${part}`,
    operationId,
    security: [],
    tags,
    summary,
    request: { params: propertyParams },
    responses: { 200: jsonResponse(schema, summary), ...errors(400, 404, 503) },
  });
}

const stayRoute = <Query extends typeof stayQuerySchema | typeof quoteQuerySchema>(
  operationId: string,
  part: string,
  schema: z.ZodType,
  summary: string,
  query: Query,
) =>
  createRoute({
    method: "get",
    path: `/api/public/properties/{id}${part}`,
    operationId,
    security: [],
    tags,
    summary,
    request: { params: propertyParams, query },
    responses: { 200: jsonResponse(schema, summary), ...errors(400, 404, 503) },
  });

const reviewsRoute = createRoute({
  method: "get",
  path: "/api/public/properties/{id}/reviews",
  operationId: "listPropertyReviews",
  security: [],
  tags,
  summary: "A home's published reviews, newest first, with the owner's answers",
  description:
    'Only guests who booked and stayed through this site can write a review, one per stay; reviews the owner hid (for personal data, offensive words, or not being about the stay) are left out and counted in the home\'s `rating.hidden`. Paged by `limit` (default 10, at most 50) and `offset`; `X-Total-Count` gives the number of published reviews, and `Link` with `rel="next"` the next page while there is one.',
  request: { params: propertyParams, query: reviewListQuerySchema },
  responses: {
    200: {
      ...jsonResponse(z.array(reviewSchema), "A page of the reviews"),
      headers: z.object({
        "X-Total-Count": z.string().openapi({ description: "Published reviews in all" }),
      }),
    },
    ...errors(400, 404, 503),
  },
});

const takenNightsRoute = createRoute({
  method: "get",
  path: "/api/public/properties/{id}/taken-nights",
  operationId: "listTakenNights",
  security: [],
  tags,
  summary: "The nights of a home that are already held, so a calendar can grey them out",
  description:
    "Runs of nights held by bookings, owner blocks and other holds between `from` (default today) and `to` (default 400 days later, at most 400 days after `from`). Each run's `to` is its first free day. A stay is still judged by the availability call and the booking itself.",
  request: { params: propertyParams, query: takenNightsQuerySchema },
  responses: {
    200: jsonResponse(takenNightsSchema, "The held nights"),
    ...errors(400, 404, 503),
  },
});

const imageRoute = createRoute({
  method: "get",
  path: "/api/public/images/property/{imageId}",
  operationId: "getPropertyImage",
  security: [],
  tags,
  summary: "A home's photo, resized to a snapped width, as AVIF, WebP or JPEG by Accept",
  description: `\`w\` is rounded to the nearest width the pages use (${IMAGE_WIDTHS.join(", ")}; the largest without \`w\`), and the photo is never enlarged. A size not yet made is made once and kept; a client that asks for too many such sizes gets 429 with \`Retry-After\`.`,
  request: {
    params: z.object({ imageId: imageIdSchema }),
    query: z.object({
      w: z.coerce
        .number({ message: "w must be a whole number of pixels" })
        .int("w must be a whole number of pixels")
        .min(16, "w must be at least 16")
        .max(3840, "w must be at most 3840")
        .optional(),
    }),
  },
  responses: {
    200: {
      description: "The image, cacheable forever (its address changes with it)",
      content: {
        "image/avif": { schema: z.string().openapi({ format: "binary" }) },
        "image/webp": { schema: z.string().openapi({ format: "binary" }) },
        "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    304: { description: "The client's copy is current (If-None-Match)" },
    ...errors(400, 404, 429, 503),
  },
});

const staysRoute = createRoute({
  method: "get",
  path: "/api/public/stays",
  operationId: "searchStays",
  security: [],
  tags,
  summary: "Weekends, midweeks and weeks that can be booked now, with their total price",
  description:
    "Stays whose check-in lies in `[from, to]` (at most 92 days apart; check-out may fall after `to`): `kind=any` lists every weekend, midweek and week, not longer runs. Only stays that are free, follow every stay rule and the season's minimum are listed, each with the total of its quote for `guests` (default 2). Sorted by start date, then price; a page of `limit` (default 100), with a Link rel=next header while more follow. Without `propertyId`, every active home.",
  request: { query: staySearchQuerySchema },
  responses: {
    200: jsonResponse(staysResponseSchema, "The stays, by start date then price"),
    ...errors(400, 404, 503),
  },
});

/**
 * The Link header to a list's next page, built from the validated query, so parameters the route
 * does not read are not echoed.
 */
function nextPageLink(path: string, query: object, limit: number, offset: number): string {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, limit, offset: offset + limit })) {
    if (value !== undefined) next.set(name, String(value));
  }
  return `<${path}?${next}>; rel="next"`;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

export function addCatalogueRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, (c) => {
    const query = c.req.valid("query");
    const { limit, offset, ...filters } = query;
    const locale = c.get("locale");
    const dated = filters.startDate !== undefined;
    // Search text is unbounded: such responses are not cached. A dated search depends on every hold.
    const dependsOn = filters.search !== undefined ? null : dated ? { anyHolds: true } : {};
    return cachedResponse(c, { ...query, locale }, dependsOn, async () => {
      const { properties, hasMore } = await listProperties(filters, { limit, offset }, locale);
      const headers: Record<string, string> = {
        "Cache-Control": dated ? "no-store" : CATALOGUE_CACHE,
        ...LANGUAGE_VARIES,
      };
      if (hasMore) {
        headers.Link = nextPageLink("/api/public/properties", filters, limit, offset);
      }
      return c.json(properties, 200, headers);
    });
  });

  // Each read in the guest's language; reviews are the guests' own words, in whatever they wrote.
  const parts = [
    ["getProperty", "", propertySchema, "A home", getProperty],
    [
      "listPropertyAmenities",
      "/amenities",
      z.array(z.object({ amenity: amenitySchema })),
      "Amenities of a home",
      getPropertyAmenities,
    ],
    [
      "listPropertyFeatures",
      "/features",
      z.array(propertyFeatureSchema),
      "Features of a home",
      (id: string, locale: Locale) => getPropertyFeatures(id, { locale }),
    ],
    [
      "listHighlightedPropertyFeatures",
      "/features/highlighted",
      z.array(propertyFeatureSchema),
      "Highlighted features of a home",
      (id: string, locale: Locale) => getPropertyFeatures(id, { highlightedOnly: true, locale }),
    ],
    [
      "getPropertyPolicies",
      "/policies",
      policiesResponseSchema,
      "Policy and house rules of a home",
      getPropertyPolicies,
    ],
  ] as const;
  for (const [operationId, part, schema, summary, read] of parts) {
    app.openapi(propertyPart(operationId, part, schema, summary), (c) => {
      const params = c.req.valid("param");
      const locale = c.get("locale");
      return cachedResponse(c, { ...params, locale }, {}, async () =>
        c.json(await read(params.id, locale), 200, catalogueHeaders),
      );
    });
  }

  app.openapi(reviewsRoute, (c) => {
    const { id } = c.req.valid("param");
    const { limit, offset } = c.req.valid("query");
    const locale = c.get("locale");
    return cachedResponse(c, { id, limit, offset, locale }, {}, async () => {
      const page = await getPropertyReviews(id, { limit, offset });
      const headers: Record<string, string> = {
        ...catalogueHeaders,
        "X-Total-Count": String(page.total),
      };
      if (page.hasMore) {
        headers.Link = nextPageLink(`/api/public/properties/${id}/reviews`, {}, limit, offset);
      }
      return c.json(page.reviews, 200, headers);
    });
  });

  app.openapi(
    stayRoute(
      "checkAvailability",
      "/availability",
      availabilitySchema,
      "Whether a stay can be booked",
      stayQuerySchema,
    ),
    (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      return cachedResponse(c, { id, ...query }, { holdsOf: id }, async () => {
        await getProperty(id);
        const stay = { checkIn: query.startDate, checkOut: query.endDate, guests: query.guests };
        return c.json(await availabilityOf(id, stay), 200, { "Cache-Control": "no-store" });
      });
    },
  );

  app.openapi(takenNightsRoute, (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    return cachedResponse(c, { id, ...query }, { holdsOf: id }, async () => {
      await getProperty(id);
      return c.json(await takenNightsOf(id, query), 200, { "Cache-Control": "no-store" });
    });
  });

  const quoteRoute = stayRoute(
    "quoteStay",
    "/quote",
    quoteResponseSchema,
    "The price of a stay, its commune's tourist tax and the home's mandatory extras included (`children`: guests under its age; `extras`: the optional extras chosen, as `<id>:<quantity>,...`)",
    quoteQuerySchema,
  );
  app.openapi(quoteRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { extras, promoCode, ...query } = c.req.valid("query");
    const locale = c.get("locale");
    const stay = {
      checkIn: query.startDate,
      checkOut: query.endDate,
      guests: query.guests,
      children: query.children,
    };
    // A code's answer depends on its uses and counts the client's guesses: never cached.
    if (promoCode !== null) {
      const quote = await tryPromoCode(clientAddress(c), () =>
        quotePropertyStay(id, stay, extras, () =>
          promoCodeForQuote(promoCode, { propertyId: id, ...stay }),
        ),
      );
      return c.json(quoteInEuros(quote, locale), 200, { "Cache-Control": "no-store" });
    }
    const chosen = extras.map((extra) => `${extra.id}:${extra.quantity}`).join(",");
    return cachedResponse(c, { id, ...query, extras: chosen, locale }, {}, async () => {
      const quote = await quotePropertyStay(id, stay, extras);
      return c.json(quoteInEuros(quote, locale), 200, { "Cache-Control": "no-store" });
    });
  });

  // Not cached whole: every hold of any home would drop it. Its prices are cached, its holds read.
  app.openapi(staysRoute, async (c) => {
    const { limit, offset, ...search } = c.req.valid("query");
    const { stays, hasMore } = await findStays({ ...search, limit, offset });
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (hasMore) {
      headers.Link = nextPageLink("/api/public/stays", search, limit, offset);
    }
    return c.json({ stays }, 200, headers);
  });

  app.openapi(imageRoute, async (c) => {
    const { imageId } = c.req.valid("param");
    const width = snapWidth(c.req.valid("query").w);
    const format = formatForAccept(c.req.header("accept") ?? null);
    const headers = { "Cache-Control": IMMUTABLE, Vary: "Accept" };
    const etag = imageEtag(imageId, width, format);
    if (c.req.header("if-none-match") === etag) {
      return c.body(null, 304, { ...headers, ETag: etag });
    }
    const image = await renderPropertyImage(imageId, width, format, clientAddress(c));
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      ETag: image.etag,
      "Content-Type": image.contentType,
    });
  });
}
