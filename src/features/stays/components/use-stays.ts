"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import type { CalendarDate } from "@/lib/dates";
import { staysResponse, type FoundStay, type StaySearchKind } from "../stay-search";

export interface StaysWanted {
  kind: StaySearchKind;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
  propertyId: string;
  limit: number;
}

/** null while loading; "failed" when the search could not be answered. */
export type StaysState = FoundStay[] | null | "failed";

/** The stays of one home a guest can book now, from the stays search; none asked with null. */
export function useStays(wanted: StaysWanted | null): StaysState {
  const key = wanted
    ? new URLSearchParams({
        kind: wanted.kind,
        from: wanted.from,
        to: wanted.to,
        guests: String(wanted.guests),
        propertyId: wanted.propertyId,
        limit: String(wanted.limit),
      }).toString()
    : null;
  const [answer, setAnswer] = useState<{ key: string; stays: FoundStay[] | "failed" } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    apiRequest(`/api/public/stays?${key}`, staysResponse, {
      anonymous: true,
      signal: controller.signal,
    })
      .then((response) => setAnswer({ key, stays: response.stays }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, stays: "failed" });
      });
    return () => controller.abort();
  }, [key]);
  // An answer to an earlier question is never shown for the current one.
  return answer !== null && answer.key === key ? answer.stays : null;
}
