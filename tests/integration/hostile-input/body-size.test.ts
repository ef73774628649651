import { describe, expect, it } from "vitest";
import { call } from "../../support/routes";

import { fromNewAddress } from "../../support/hostile-input";

/** Request bodies past 64 KB are refused, however their bytes are counted. */

describe("bodies past 64 KB", () => {
  it("are refused with a 413 whether they are many characters or fewer, wider ones", async () => {
    for (const body of [
      JSON.stringify({ name: "x".repeat(70_000) }),
      JSON.stringify({ name: "€".repeat(22_000) }),
    ]) {
      const answer = await call("POST", "/api/public/contact", {
        method: "POST",
        body,
        headers: fromNewAddress(),
      });
      expect(answer.status, `${body.length} characters`).toBe(413);
      expect(answer.body).toEqual({
        error: "Request body is too large",
        code: "PAYLOAD_TOO_LARGE",
      });
    }
  });
});
