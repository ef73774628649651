import { describe, expect, it } from "vitest";
import { authenticationResponseSchema } from "./schemas";

/** A passkey's assertion as the browser sends it, with a signature of `bytes` bytes. */
function assertionSigned(bytes: number) {
  return {
    id: "4eiSb8-4_j2x7Hz8tKX02trcT6lctqff26Dj_6X-t1k",
    rawId: "4eiSb8-4_j2x7Hz8tKX02trcT6lctqff26Dj_6X-t1k",
    type: "public-key",
    response: {
      clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
      authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAg",
      signature: Buffer.alloc(bytes, 0xa5).toString("base64url"),
    },
  };
}

describe("a passkey's assertion", () => {
  it.each([
    ["ES256", 72],
    ["RS256", 256],
    ["ML-DSA-44, which Chromium chooses when the server runs on Node.js 24", 2420],
    ["ML-DSA-87", 4627],
  ])("takes a %s signature", (_algorithm, bytes) => {
    expect(authenticationResponseSchema.safeParse(assertionSigned(bytes)).success).toBe(true);
  });

  it("refuses a signature longer than any algorithm makes", () => {
    const parsed = authenticationResponseSchema.safeParse(assertionSigned(5000));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["response", "signature"]);
  });
});
