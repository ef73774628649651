"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { takenNightsResponseSchema } from "../responses";
import type { TakenNights } from "../taken-nights";

/**
 * The nights of a home already held, for a calendar to grey out. Until they arrive, or when the
 * request fails, none: the availability check before booking still refuses taken dates.
 */
export function useTakenNights(propertyId: string): readonly TakenNights[] {
  const [taken, setTaken] = useState<readonly TakenNights[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest(
      `/api/public/properties/${encodeURIComponent(propertyId)}/taken-nights`,
      takenNightsResponseSchema,
      { anonymous: true },
    )
      .then((response) => {
        if (current) setTaken(response.nights);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [propertyId]);
  return taken;
}
