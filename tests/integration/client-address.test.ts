import { describe, expect, it } from "vitest";
import { CONTACT_LIMIT_PER_IP } from "@/features/contact/server";
import { postJson } from "../support/bookings";
import { call, CLIENT_ADDRESS } from "../support/routes";

const aMessage = {
  name: "Ann Peeters",
  email: "ann.peeters@example.com",
  subject: "Dogs in the Forest Lodge?",
  message: "May we bring our two dogs in May?",
};

describe("the client address behind the per-client limits", () => {
  it("ignores an X-Forwarded-For the client chose, so a new header per request gains nothing", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_LIMIT_PER_IP.limit; n++) {
      const forged = { "x-forwarded-for": `203.0.113.${n}`, [CLIENT_ADDRESS]: "192.0.2.77" };
      statuses.push((await call("POST", "/api/public/contact", postJson(aMessage, forged))).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const neighbour = { [CLIENT_ADDRESS]: "192.0.2.78" };
    expect((await call("POST", "/api/public/contact", postJson(aMessage, neighbour))).status).toBe(
      201,
    );
  });
});
