import { describe, expect, it } from "vitest";
import { environmentForHost } from "./environment";

describe("the environment badge rule", () => {
  it("calls the production host production", () => {
    expect(environmentForHost("www.ardennes-stays.be", "www.ardennes-stays.be")).toBe("production");
    expect(environmentForHost("WWW.Ardennes-Stays.be:443", "www.ardennes-stays.be")).toBe(
      "production",
    );
  });

  it("calls any host containing 'staging' staging", () => {
    expect(environmentForHost("staging.ardennes-stays.be", "www.ardennes-stays.be")).toBe(
      "staging",
    );
    expect(environmentForHost("pr-12-staging.example.net", undefined)).toBe("staging");
  });

  it("calls everything else development, including localhost and an unset production host", () => {
    expect(environmentForHost("localhost:3000", "www.ardennes-stays.be")).toBe("development");
    expect(environmentForHost("www.ardennes-stays.be", undefined)).toBe("development");
  });
});
