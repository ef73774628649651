import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "./dates";

/**
 * A valid booking request for a property: Friday to Monday, two guests. The guest's address is
 * the property's own (a guest may hold only 3 unpaid bookings), the same for a retry.
 */
export function bookingRequest(propertyId: string, overrides: Record<string, unknown> = {}) {
  const friday = upcoming(FRIDAY, 14);
  return {
    propertyId,
    startDate: `${friday}T13:00:00.000Z`,
    endDate: `${addDays(friday, 3)}T08:00:00.000Z`,
    guestCount: 2,
    guestName: "Elise Martens",
    guestEmail: `elise.${propertyId.slice(0, 8)}@example.com`,
    guestPhone: "+32 470 11 22 33",
    ...overrides,
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  };
}
