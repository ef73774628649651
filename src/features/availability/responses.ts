import { responseSchema } from "@/lib/api-client";

/** The availability endpoint's response; the spec requires the boolean. */
export interface AvailabilityResponse {
  isAvailable: boolean;
  /** `nights` is the minimum a season sets, with the rule SEASON_MIN_STAY. */
  reason?: { rule: string; message: string; nights?: number };
}

function isAvailabilityResponse(value: unknown): value is AvailabilityResponse {
  if (typeof value !== "object" || value === null) return false;
  const { isAvailable, reason } = value as Record<string, unknown>;
  if (typeof isAvailable !== "boolean") return false;
  if (reason === undefined) return true;
  if (typeof reason !== "object" || reason === null) return false;
  const { rule, message } = reason as Record<string, unknown>;
  return typeof rule === "string" && typeof message === "string";
}

/**
 * The availability endpoint's response. A plain check rather than a zod schema: the property page
 * reads availability, and would otherwise load zod for this alone.
 */
export const availabilityResponseSchema = responseSchema(isAvailabilityResponse);

export interface TakenNightsResponse {
  nights: { from: string; to: string }[];
}

function isTakenNightsResponse(value: unknown): value is TakenNightsResponse {
  if (typeof value !== "object" || value === null) return false;
  const { nights } = value as Record<string, unknown>;
  return (
    Array.isArray(nights) &&
    nights.every(
      (range: unknown) =>
        typeof range === "object" &&
        range !== null &&
        typeof (range as Record<string, unknown>).from === "string" &&
        typeof (range as Record<string, unknown>).to === "string",
    )
  );
}

/** The taken-nights response, checked without zod for the same reason. */
export const takenNightsResponseSchema = responseSchema(isTakenNightsResponse);
