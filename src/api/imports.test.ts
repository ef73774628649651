import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chainTo, PROJECT_ROOT, reachableFrom } from "../../tests/support/import-graph";

/*
 * The API application and the server's modules are UI-free (issue 31): a feature's components
 * come from its components entry, which nothing on the server imports. E-mails are the one kind
 * of React the server renders.
 */

const MAIL_TEMPLATES = "src/features/mail/templates/";

/** The React components a module reaches through its imports, each as its chain of imports. */
function componentsReachedFrom(entries: string[]): string[] {
  const reached = reachableFrom(entries);
  return [...reached.keys()]
    .filter((file) => file.endsWith(".tsx"))
    .filter((file) => !path.relative(PROJECT_ROOT, file).startsWith(MAIL_TEMPLATES))
    .map((file) => chainTo(reached, file).join(" -> "));
}

describe("the server's imports", () => {
  it("the API application reaches no React component, only mail templates", () => {
    expect(componentsReachedFrom(["src/api/app.ts"])).toEqual([]);
  });

  it("no server module reaches a React component", () => {
    const serverModules = readdirSync(path.join(PROJECT_ROOT, "src"), { recursive: true })
      .map(String)
      .filter((file) => /\.server\.ts$|^features\/[^/]+\/server\.ts$/.test(file))
      .map((file) => path.join("src", file));
    expect(serverModules.length).toBeGreaterThan(20);
    expect(componentsReachedFrom(serverModules)).toEqual([]);
  });

  it("the server reaches none of the demo catalogue, which only the seed command imports", () => {
    const reached = reachableFrom([
      "src/api/app.ts",
      "src/server-start.ts",
      "src/instrumentation.ts",
    ]);
    const seed = [...reached.keys()].filter((file) =>
      path.relative(PROJECT_ROOT, file).startsWith("src/db/seed/"),
    );
    expect(seed.map((file) => chainTo(reached, file).join(" -> "))).toEqual([]);
  });
});
