import { describe, expect, it } from "vitest";
import { bookingRequest, postJson } from "../../support/bookings";
import { createProperty } from "../../support/fixtures";
import { call } from "../../support/routes";

import {} from "../../support/hostile-input";

/** A stay of centuries is refused, not stored. */

describe("a stay of centuries", () => {
  it("is refused as too long instead of overflowing the booking's total", async () => {
    const property = await createProperty({ images: 0 });
    const answer = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id, { endDate: "9999-12-27" })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "A stay can be at most 365 nights",
      code: "INVALID_STAY",
    });
  });
});
