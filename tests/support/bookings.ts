import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { bearer, signInAs } from "./auth";
import { createProperty, type PropertyFixtureOptions } from "./fixtures";
import { call } from "./routes";
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

/**
 * A booking a signed-in guest made through the API, not paid yet; `overrides` go into the
 * booking request (the guest's address is `email`), `headers` with it (a language), `home` into
 * the home it books.
 */
export async function unpaidBooking(
  email: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  home: PropertyFixtureOptions = {},
) {
  const { token } = await signInAs(email);
  const property = await createProperty(home);
  const request = bookingRequest(property.id, {
    guestEmail: email,
    guestName: "Ann Peeters",
    ...overrides,
  });
  const created = await call(
    "POST",
    "/api/public/bookings",
    bearer(token, postJson(request, headers)),
  );
  const bookingId = (created.body as { id: string }).id;
  return { bookingId, email, token, property, request };
}

/** The same booking, paid through the sandbox. */
export async function paidBooking(
  email: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  home: PropertyFixtureOptions = {},
) {
  const booked = await unpaidBooking(email, overrides, headers, home);
  return { ...booked, paymentId: await payInSandbox(booked.bookingId) };
}

/**
 * Pays what the booking owes now (its deposit, total or balance) through the sandbox checkout
 * and the webhook, as a guest and Mollie would; answers the sandbox's id of the payment.
 */
export async function payInSandbox(bookingId: string): Promise<string> {
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  const paymentId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  await call("POST", `/api/sandbox/payments/${paymentId}`, {
    method: "POST",
    body: new URLSearchParams({ outcome: "pay" }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call("POST", "/api/public/payments/webhook", {
    method: "POST",
    body: new URLSearchParams({ id: paymentId }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return paymentId;
}

/** Our record of a payment, by the provider's id of it. */
export async function paymentRow(providerPaymentId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return row!;
}
