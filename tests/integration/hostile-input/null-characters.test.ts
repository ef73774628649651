import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { bearer, signInAs } from "../../support/auth";
import { bookingRequest, postJson } from "../../support/bookings";
import { createProperty } from "../../support/fixtures";
import { call } from "../../support/routes";

import { expectNullRefused, fromNewAddress, newEmail } from "../../support/hostile-input";

/** A null character in any text is refused with a 400 that says so. */

describe("a null character (U+0000) in text, which PostgreSQL cannot store", () => {
  const NUL = "Ann\u0000Peeters";

  it("is refused with a 400 that says so in every field of a booking", async () => {
    const property = await createProperty({ images: 0 });
    for (const field of ["guestName", "guestPhone", "address", "specialRequests"]) {
      const answer = await call(
        "POST",
        "/api/public/bookings",
        postJson({ ...bookingRequest(property.id), [field]: NUL }),
      );
      expectNullRefused(answer, field);
      expect(answer.body, field).toMatchObject({ details: [{ path: field }] });
    }
    const [held] = await (
      await getDb()
    )
      .select()
      .from(bookings)
      .where(eq(bookings.propertyId, property.id));
    expect(held, "no booking was made").toBeUndefined();
  });

  it("is refused with a 400 in a guest's profile and at sign-in", async () => {
    const profile = await signInAs(newEmail("nul"));
    for (const changes of [{ name: NUL }, { name: "Ann Peeters", phone: NUL }]) {
      expectNullRefused(
        await call(
          "PATCH",
          "/api/guest/profile",
          bearer(profile.token, { method: "PATCH", body: JSON.stringify(changes) }),
        ),
        JSON.stringify(changes),
      );
    }
    expectNullRefused(
      await call(
        "POST",
        "/api/guest/booking/request-code",
        postJson({ email: newEmail("nul"), name: NUL }, fromNewAddress()),
      ),
      "request-code name",
    );
    for (const extra of [{ name: NUL }, { phone: NUL }]) {
      expectNullRefused(
        await call(
          "POST",
          "/api/guest/booking/verify-code",
          postJson({ email: profile.guest.email, code: "123456", ...extra }, fromNewAddress()),
        ),
        `verify-code ${JSON.stringify(extra)}`,
      );
    }
  });

  it("is refused with a 400 in every field of a contact message and in e-mail addresses", async () => {
    for (const field of ["name", "subject", "message"]) {
      expectNullRefused(
        await call(
          "POST",
          "/api/public/contact",
          postJson(
            { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hi", [field]: NUL },
            fromNewAddress(),
          ),
        ),
        field,
      );
    }
    expectNullRefused(
      await call(
        "POST",
        "/api/public/newsletter",
        postJson({ email: "ann\u0000@example.com" }, fromNewAddress()),
      ),
      "newsletter e-mail",
      "Valid email is required",
    );
  });

  it("is refused with a 400 in a property search, an unsubscribe link and a webhook", async () => {
    expectNullRefused(
      await call("GET", `/api/public/properties?search=${encodeURIComponent(NUL)}`),
      "search",
    );
    expectNullRefused(
      await call(
        "POST",
        "/api/public/newsletter/unsubscribe",
        postJson({ token: `${"a".repeat(30)}\u0000` }),
      ),
      "unsubscribe token",
      "This unsubscribe link is not valid.",
    );
    expectNullRefused(
      await call("POST", "/api/public/payments/webhook", {
        method: "POST",
        body: new URLSearchParams({ id: NUL }).toString(),
      }),
      "webhook id",
    );
  });
});
