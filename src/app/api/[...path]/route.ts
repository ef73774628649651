import { ApiError, apiRoute } from "@/lib/http";

// Without this, an unknown API address would fall through to the site's HTML 404 page.
const unknownEndpoint = apiRoute(async () => {
  throw new ApiError("NOT_FOUND", "Endpoint not found");
});

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
