import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { requireGuest } from "@/features/auth/server";
import { bookingIdSchema } from "@/features/bookings/server";
import {
  answerReview,
  getStayReview,
  hideReview,
  linkReviewInputSchema,
  listOwnerReviews,
  ownerAnswerInputSchema,
  ownerHideInputSchema,
  ownerReviewListQuerySchema,
  ownerReviewSchema,
  reviewInputSchema,
  saveStayReview,
  stayReviewSchema,
  writeReviewByLink,
} from "@/features/reviews/server";
import { actor, OWNER_ROUTE } from "../owner-gate";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, NO_STORE, readBodyAs } from "../responses";

/*
 * Reviews from real stays (issue 34): the guest writes one per stay, from the mailed link or
 * signed in, within 30 days of check-out; the owner answers once and may hide one for a fixed
 * reason. The public list is in the catalogue's routes.
 */

const tags = ["Reviews"];

const RULES =
  "An overall `rating` 1-5 and a `comment` of 20 to 2,000 characters (plain text) are required; `cleanliness`, `location` and `value` (1-5) are optional. Only a stay that was paid and not cancelled can be reviewed (409), from the day after check-out for 30 days (410 after). One review per stay (409). 429 beyond 30 review writes an hour from one client.";

const linkRoute = createRoute({
  method: "post",
  path: "/api/public/reviews",
  operationId: "writeReviewFromLink",
  security: [],
  tags,
  summary: "Writes a stay's review from the link mailed after check-out, signed in or not",
  description: `The \`token\` is the mailed link's; it works once (404 for an unknown one). ${RULES} Changing the review within 48 hours needs the guest's sign-in.`,
  middleware: readBodyAs("json"),
  request: { body: jsonBody(linkReviewInputSchema) },
  responses: {
    201: jsonResponse(stayReviewSchema, "The stay with its review"),
    ...errors(400, 404, 409, 410, 413, 429, 503),
  },
});

const params = z.object({ id: bookingIdSchema });
const bearer = [{ bearer: [] }];

const guestGetRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings/{id}/review",
  operationId: "getStayReview",
  tags,
  security: bearer,
  summary: "Whether one of the signed-in guest's stays can be reviewed, and its review",
  description: "404 for a booking that is not the guest's, as for one that does not exist.",
  request: { params },
  responses: {
    200: jsonResponse(stayReviewSchema, "The stay and its review, if written"),
    ...errors(400, 401, 404, 503),
  },
});

const guestSaveRoute = createRoute({
  method: "put",
  path: "/api/guest/bookings/{id}/review",
  operationId: "saveStayReview",
  tags,
  security: bearer,
  summary: "The signed-in guest writes their stay's review, or changes it within 48 hours",
  description: `${RULES} A review written more than 48 hours ago cannot be changed (409).`,
  middleware: readBodyAs("json"),
  request: { params, body: jsonBody(reviewInputSchema) },
  responses: {
    200: jsonResponse(stayReviewSchema, "The stay with its review"),
    ...errors(400, 401, 404, 409, 410, 413, 429, 503),
  },
});

const ownerListRoute = createRoute({
  method: "get",
  path: "/api/owner/reviews",
  operationId: "listOwnerReviews",
  ...OWNER_ROUTE,
  summary: "Every review, newest first, or only those waiting for an answer",
  description:
    "`unanswered=true` leaves out answered and hidden reviews. Paged by `limit` and `offset`; `X-Total-Count` gives the number in all.",
  request: { query: ownerReviewListQuerySchema },
  responses: {
    200: jsonResponse(z.array(ownerReviewSchema), "A page of reviews"),
    ...errors(400, 401, 503),
  },
});

const reviewParams = z.object({ id: z.uuid({ message: "Review id must be a UUID" }) });

const answerRoute = createRoute({
  method: "post",
  path: "/api/owner/reviews/{id}/answer",
  operationId: "answerReview",
  ...OWNER_ROUTE,
  summary: "The owner answers a review, publicly, once",
  description:
    "1 to 2,000 characters of plain text, shown under the review. A review has one answer (409 for a second); the review itself cannot be changed.",
  middleware: readBodyAs("json"),
  request: { params: reviewParams, body: jsonBody(ownerAnswerInputSchema) },
  responses: {
    200: jsonResponse(ownerReviewSchema, "The review with its answer"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const hideRoute = createRoute({
  method: "post",
  path: "/api/owner/reviews/{id}/hide",
  operationId: "hideReview",
  ...OWNER_ROUTE,
  summary: "The owner hides a review for one of the fixed reasons",
  description:
    "`reason` is `personal_data`, `offensive` or `not_about_stay`. Recorded in the activity log; the guest is told by e-mail; the home's page counts hidden reviews. 409 for a review already hidden.",
  middleware: readBodyAs("json"),
  request: { params: reviewParams, body: jsonBody(ownerHideInputSchema) },
  responses: {
    200: jsonResponse(ownerReviewSchema, "The hidden review"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

export function addReviewRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(linkRoute, async (c) => {
    const { token, ...input } = c.req.valid("json");
    const stay = await writeReviewByLink(token, input, c.get("locale"), clientAddress(c));
    return c.json(stay, 201, NO_STORE);
  });

  app.openapi(guestGetRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const stay = await getStayReview(guest.id, c.req.valid("param").id, c.get("locale"));
    return c.json(stay, 200, NO_STORE);
  });

  app.openapi(guestSaveRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const stay = await saveStayReview(
      guest.id,
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("locale"),
      clientAddress(c),
    );
    return c.json(stay, 200, NO_STORE);
  });

  app.openapi(ownerListRoute, async (c) => {
    const { reviews, total } = await listOwnerReviews(c.req.valid("query"));
    return c.json(reviews, 200, { ...NO_STORE, "X-Total-Count": String(total) });
  });

  app.openapi(answerRoute, async (c) => {
    const review = await answerReview(
      actor(c),
      c.req.valid("param").id,
      c.req.valid("json").answer,
    );
    return c.json(review, 200, NO_STORE);
  });

  app.openapi(hideRoute, async (c) => {
    const review = await hideReview(actor(c), c.req.valid("param").id, c.req.valid("json").reason);
    return c.json(review, 200, NO_STORE);
  });
}
