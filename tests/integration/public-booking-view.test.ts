import { describe, expect, it } from "vitest";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

/** What anyone holding a booking's link sees of its guest (DESIGN.md 4.5, issue 15). */

describe("the public booking view of a signed-in guest's booking", () => {
  it("shows the guest's first name only and no guest id; the booking's own ids stay", async () => {
    const { token, guest } = await signInAs("marie.dubois@example.com", {
      name: "Marie-Claire Dubois Lambert",
    });
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        token,
        postJson(
          bookingRequest(property.id, {
            guestEmail: guest.email,
            guestName: "Marie-Claire Dubois Lambert",
            specialRequests: "We arrive around 18:00 with our dog Pluto.",
          }),
        ),
      ),
    );
    const id = (created.body as { id: string }).id;
    await call("POST", `/api/public/payments/start/${id}`);

    const { status, body } = await call("GET", `/api/public/bookings/${id}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      propertyId: property.id,
      guestId: null,
      guestName: "Marie-Claire",
      guestEmail: "m***@example.com",
      guestPhone: null,
      guest: null,
      paymentId: expect.any(String),
      property: { id: property.id },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(guest.id);
    expect(text).not.toContain("Dubois");
    expect(text).not.toContain("marie.dubois");
    expect(text).not.toContain("Pluto");
    expect(created.body).toMatchObject({ guestId: null, guestName: "Marie-Claire", guest: null });
  });

  it("leaves the guest's own view whole", async () => {
    const { token, guest } = await signInAs("own.view@example.com", { name: "Jan Peeters" });
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        token,
        postJson(
          bookingRequest(property.id, {
            guestEmail: guest.email,
            guestName: "Jan Peeters",
            specialRequests: "A cot for our baby, please.",
          }),
        ),
      ),
    );
    const id = (created.body as { id: string }).id;

    const own = await call("GET", `/api/guest/bookings/${id}`, bearer(token));

    expect(own.body).toMatchObject({
      guestId: guest.id,
      guestName: "Jan Peeters",
      guestEmail: guest.email,
      guest: { id: guest.id, name: "Jan Peeters", email: guest.email },
      specialRequests: "A cot for our baby, please.",
    });
  });
});
