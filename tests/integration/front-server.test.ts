import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { readCacheListening, stopReadCache } from "@/db/read-cache";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { startFrontServer, type FrontServer } from "../support/front-server";
import { createProperty, holdDates } from "../support/fixtures";
import { listenForChanges, renameSilently, until } from "../support/read-cache";
import { call } from "../support/routes";

let server: FrontServer;
let base: string;

beforeAll(async () => {
  server = await startFrontServer();
  base = server.base;
});

afterAll(async () => {
  await stopReadCache();
  await server.close();
});

afterEach(async () => {
  await stopReadCache();
});

async function nameOf(id: string): Promise<string> {
  const response = await fetch(`${base}/api/public/properties/${id}`);
  return ((await response.json()) as { name: string }).name;
}

describe("the API over the front server", () => {
  it("answers exactly what the API application answers, with the security headers", async () => {
    const home = await createProperty();
    await listenForChanges();

    const direct = await fetch(`${base}/api/public/properties/${home.id}`);
    const routed = await call("GET", `/api/public/properties/${home.id}`);

    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual(routed.body);
    for (const header of ["content-type", "cache-control"]) {
      expect(direct.headers.get(header), header).toBe(routed.headers.get(header));
    }
    expect(direct.headers.get("x-content-type-options")).toBe("nosniff");
    expect(direct.headers.get("x-frame-options")).toBe("DENY");
    expect(direct.headers.get("x-request-id")).toBeTruthy();
  });

  it("gives every request its own request id, even when the response was cached", async () => {
    const home = await createProperty();
    await listenForChanges();

    const first = await fetch(`${base}/api/public/properties/${home.id}`);
    const second = await fetch(`${base}/api/public/properties/${home.id}`, {
      headers: { "x-request-id": "trace-42" },
    });

    expect(second.headers.get("x-request-id")).toBe("trace-42");
    expect(first.headers.get("x-request-id")).not.toBe("trace-42");
  });

  it("sends a cached response again with the headers the first one left the pipeline with", async () => {
    const home = await createProperty();
    await listenForChanges();
    const url = `${base}/api/public/properties/${home.id}`;

    const first = await fetch(url);
    const again = await fetch(url);

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    for (const header of ["content-type", "cache-control", "content-security-policy", "vary"]) {
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("sends each language its own cached response: a Dutch reader never gets the English copy", async () => {
    const home = await createProperty({
      overrides: { name: "Ourthe Cabin", translations: { nl: { name: "Hut aan de Ourthe" } } },
    });
    await listenForChanges();
    const url = `${base}/api/public/properties/${home.id}`;
    const nameIn = async (language?: string) => {
      const response = await fetch(url, {
        headers: language ? { "Accept-Language": language } : {},
      });
      expect(response.headers.get("vary")).toMatch(/Accept-Language/);
      return ((await response.json()) as { name: string }).name;
    };

    for (let round = 0; round < 2; round++) {
      expect(await nameIn()).toBe("Ourthe Cabin");
      expect(await nameIn("nl-BE,nl;q=0.9,en;q=0.8")).toBe("Hut aan de Ourthe");
      expect(await nameIn("fr-BE")).toBe("Ourthe Cabin");
      expect(await nameIn("nl")).toBe("Hut aan de Ourthe");
    }
  });

  it("answers errors in the API's error shape and does not cache them", async () => {
    await listenForChanges();
    const response = await fetch(`${base}/api/public/properties/not-a-uuid`);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_INPUT" });
  });

  it("compresses large responses for clients that accept gzip", async () => {
    const home = await createProperty({ images: 6, houseRules: ["No smoking", "No parties"] });
    await listenForChanges();

    // The first response is made and cached; the second is the cached one, compressed once.
    for (const turn of ["made", "cached"]) {
      const response = await fetch(`${base}/api/public/properties/${home.id}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(response.headers.get("content-encoding"), turn).toBe("gzip");
      expect(((await response.json()) as { id: string }).id, turn).toBe(home.id);
    }
  });

  it("leaves responses under 1 KB uncompressed, where gzip would only add bytes", async () => {
    const response = await fetch(`${base}/api/public/properties/not-a-uuid`, {
      headers: { "accept-encoding": "gzip" },
    });

    expect(response.status).toBe(400);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toMatchObject({ code: "INVALID_INPUT" });
  });

  it("hands every /api address to the API application and leaves pages to Next.js", async () => {
    const home = await createProperty();
    const post = await fetch(`${base}/api/public/properties`, { method: "POST", body: "{}" });
    const other = await fetch(`${base}/api/public/properties/${home.id}/unknown`);
    const page = await fetch(`${base}/properties/${home.id}`);

    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await page.text()).toBe("not the API");
  });
});

describe("the read cache", () => {
  it("caches a home's response until the database says the home changed", async () => {
    const home = await createProperty({ overrides: { name: "Before Cabin" } });
    await listenForChanges();
    expect(await nameOf(home.id)).toBe("Before Cabin");

    await renameSilently(home.id, "Silently Renamed Cabin");
    expect(await nameOf(home.id), "the cached response is served").toBe("Before Cabin");

    const db = await getDb();
    await db.execute(sql`UPDATE properties SET name = 'After Cabin' WHERE id = ${home.id}`);
    await until(async () => (await nameOf(home.id)) === "After Cabin", "the new name is served");
  });

  it("drops a cached 'available' response when a booking takes one of its nights", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 21);
    const url = `${base}/api/public/properties/${home.id}/availability?startDate=${friday}&endDate=${addDays(friday, 3)}`;
    const available = async () =>
      ((await (await fetch(url)).json()) as { isAvailable: boolean }).isAvailable;
    await listenForChanges();
    expect(await available()).toBe(true);

    await holdDates(home.id, addDays(friday, 1), addDays(friday, 2));

    await until(async () => !(await available()), "the taken night is seen");
  });

  it("drops a cached dated search when a booking takes a night of the stay", async () => {
    const home = await createProperty({ overrides: { maxGuests: 97 } });
    const friday = upcoming(FRIDAY, 28);
    const url = `${base}/api/public/properties?minGuests=97&limit=100&startDate=${friday}&endDate=${addDays(friday, 3)}`;
    const listed = async () =>
      ((await (await fetch(url)).json()) as { id: string }[]).some(({ id }) => id === home.id);
    await listenForChanges();
    expect(await listed()).toBe(true);

    await holdDates(home.id, addDays(friday, 1), addDays(friday, 2));

    await until(async () => !(await listed()), "the taken home leaves the search");
  });

  it("responds as if parameters the route does not read were not there", async () => {
    await createProperty();
    await createProperty();
    await listenForChanges();

    const plain = await fetch(`${base}/api/public/properties?limit=1`);
    const padded = await fetch(`${base}/api/public/properties?limit=1&utm_source=mail&x=1`);

    expect(await padded.json()).toEqual(await plain.json());
    expect(padded.headers.get("link")).toBe(plain.headers.get("link"));
    expect(padded.headers.get("link")).not.toContain("utm_source");
  });

  it("is reported by the health check", async () => {
    const before = await (await fetch(`${base}/api/health`)).json();
    await listenForChanges();
    const after = await (await fetch(`${base}/api/health`)).json();

    expect(before).toMatchObject({ status: "ok", readCache: "off" });
    expect(after).toMatchObject({ status: "ok", readCache: "listening" });
  });

  it("caches nothing while it is not listening, so a change is seen at once", async () => {
    const home = await createProperty({ overrides: { name: "Unheard Cabin" } });
    expect(readCacheListening()).toBe(false);
    expect(await nameOf(home.id)).toBe("Unheard Cabin");

    await renameSilently(home.id, "Renamed Unheard Cabin");

    expect(await nameOf(home.id)).toBe("Renamed Unheard Cabin");
  });
});
