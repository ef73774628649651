import { beforeAll, describe, expect, it } from "vitest";
import type { OwnerExtra } from "@/features/properties/server";
import { listActivity } from "@/features/owner-activity/server";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call, fromAddress } from "../support/routes";

/** The owner's extras of a home (issue 35): written in the back office, priced by the quote. */

const OWNER = "extras-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const rates = {
  pricePerNightCents: 10000,
  supplementPerPersonCents: 0,
  touristTaxCents: 0,
  cleaningFeeCents: 5000,
  serviceFeeCents: 2000,
  maxGuests: 6,
};

const linen = {
  name: "Bed linen and towels",
  translations: { nl: "Bedlinnen en handdoeken", fr: "", de: "Bettwäsche und Handtücher" },
  price: 15,
  unit: "guest",
  mandatory: true,
};

const dog = { name: "Dog", price: 25, unit: "stay", mandatory: false, maxQuantity: 2 };

async function added(homeId: string, form: Record<string, unknown>): Promise<OwnerExtra> {
  const answer = await owner.change(`/api/owner/homes/${homeId}/extras`, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as OwnerExtra;
}

async function listed(homeId: string): Promise<OwnerExtra[]> {
  const answer = await owner.send("GET", `/api/owner/homes/${homeId}/extras`);
  expect(answer.status).toBe(200);
  return (answer.body as { extras: OwnerExtra[] }).extras;
}

const weekend = () => {
  const friday = upcoming(FRIDAY, 14);
  return { startDate: friday, endDate: addDays(friday, 3) };
};

interface QuoteBody {
  extras: { id: string; name: string; price: number; quantity: number; total: number }[];
  summary: { totalPrice: number };
}

async function quote(homeId: string, query = ""): Promise<QuoteBody> {
  const { startDate, endDate } = weekend();
  const answer = await call(
    "GET",
    `/api/public/properties/${homeId}/quote?startDate=${startDate}&endDate=${endDate}&guests=4&${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as QuoteBody;
}

describe("a home's extras in the back office", () => {
  it("are added, listed, changed and removed, each in the activity log", async () => {
    const home = await createProperty();
    // A mandatory extra is in every price once, whatever maximum is sent with it.
    const bedLinen = await added(home.id, { ...linen, maxQuantity: 5 });
    expect(bedLinen).toEqual({
      id: expect.any(String),
      propertyId: home.id,
      name: "Bed linen and towels",
      translations: { nl: "Bedlinnen en handdoeken", fr: "", de: "Bettwäsche und Handtücher" },
      price: 15,
      unit: "guest",
      mandatory: true,
      maxQuantity: 1,
    });
    const dogs = await added(home.id, { ...dog, name: "  Dog  " });
    expect(dogs).toMatchObject({
      name: "Dog",
      translations: { nl: "", fr: "", de: "" },
      price: 25,
      unit: "stay",
      mandatory: false,
      maxQuantity: 2,
    });
    expect(await listed(home.id)).toEqual([bedLinen, dogs]);

    const saved = await owner.change(`/api/owner/extras/${dogs.id}`, {
      ...dog,
      name: "Dog (up to 3)",
      translations: { nl: "Hond", fr: "Chien", de: "Hund" },
      price: 19.95,
      unit: "night",
      maxQuantity: 3,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      ...dogs,
      name: "Dog (up to 3)",
      translations: { nl: "Hond", fr: "Chien", de: "Hund" },
      price: 19.95,
      unit: "night",
      maxQuantity: 3,
    });
    // The guest's page reads the same rows, in the guest's language.
    const dutch = await call("GET", `/api/public/properties/${home.id}`, {
      headers: { "accept-language": "nl" },
    });
    expect((dutch.body as { extras: unknown[] }).extras).toEqual([
      expect.objectContaining({ id: bedLinen.id, name: "Bedlinnen en handdoeken" }),
      { id: dogs.id, name: "Hond", price: 19.95, unit: "night", mandatory: false, maxQuantity: 3 },
    ]);

    const removed = await owner.change(`/api/owner/extras/${dogs.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: dogs.id });
    expect(await listed(home.id)).toEqual([bedLinen]);

    const entries = await listActivity({ subjectKind: "extra", subjectId: dogs.id });
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "extra.add",
      "extra.remove",
      "extra.save",
    ]);
    const change = entries.find((entry) => entry.action === "extra.save")!;
    expect(change).toMatchObject({
      actor: OWNER,
      subject: { kind: "extra", id: dogs.id },
      before: { name: "Dog", price: 25, propertyId: home.id },
      after: { name: "Dog (up to 3)", price: 19.95, propertyId: home.id },
    });
  });

  it("are put in a new order, which the guests' page and the quote follow", async () => {
    const home = await createProperty({ overrides: rates });
    const first = await added(home.id, linen);
    const second = await added(home.id, { ...linen, name: "Final cleaning", unit: "stay" });
    const third = await added(home.id, dog);

    const ordered = await owner.change(`/api/owner/homes/${home.id}/extras/order`, {
      ids: [third.id, second.id, first.id],
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const order = [third.id, second.id, first.id];
    expect((ordered.body as { extras: OwnerExtra[] }).extras.map((e) => e.id)).toEqual(order);
    expect((await listed(home.id)).map((extra) => extra.id)).toEqual(order);
    const shown = await call("GET", `/api/public/properties/${home.id}`);
    expect((shown.body as { extras: { id: string }[] }).extras.map((e) => e.id)).toEqual(order);
    expect((await quote(home.id)).extras.map((extra) => extra.id)).toEqual([second.id, first.id]);
    // A new extra comes after the others.
    const fourth = await added(home.id, { ...dog, name: "Firewood", unit: "item" });
    expect((await listed(home.id)).map((extra) => extra.id)).toEqual([...order, fourth.id]);

    const [entry] = await listActivity({ subjectKind: "extra", subjectId: third.id });
    expect(entry).toMatchObject({
      action: "extra.order",
      before: { propertyId: home.id, order: [first.id, second.id, third.id] },
      after: { propertyId: home.id, order },
    });

    for (const ids of [
      [third.id, second.id],
      [third.id, second.id, first.id, first.id],
      [third.id, second.id, first.id, UNKNOWN],
    ]) {
      const refused = await owner.change(`/api/owner/homes/${home.id}/extras/order`, { ids });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: "ids must name each of this home's extras exactly once",
        details: [
          { path: "ids", message: "ids must name each of this home's extras exactly once" },
        ],
      });
    }
    expect((await listed(home.id)).map((extra) => extra.id)).toEqual([...order, fourth.id]);
  });

  const long = "a".repeat(81);
  let refusing: { id: string } | undefined;
  it.each([
    [{ ...dog, name: "" }, "name", "Give the extra a name, such as Bed linen and towels"],
    [{ ...dog, name: "   " }, "name", "Give the extra a name, such as Bed linen and towels"],
    [{ ...dog, name: long }, "name", "Name must be at most 80 characters"],
    [{ ...dog, name: 7 }, "name", "Name must be text"],
    [
      { ...dog, translations: { nl: long } },
      "translations.nl",
      "Name (Nederlands) must be at most 80 characters",
    ],
    [
      { ...dog, translations: { fr: long } },
      "translations.fr",
      "Name (Français) must be at most 80 characters",
    ],
    [
      { ...dog, translations: { de: long } },
      "translations.de",
      "Name (Deutsch) must be at most 80 characters",
    ],
    [
      { ...dog, translations: { es: "Perro" } },
      "translations",
      "translations must be { nl, fr, de }, each a name or empty",
    ],
    [{ ...dog, price: -1 }, "price", "Price cannot be below zero"],
    [{ ...dog, price: 100_000.01 }, "price", "Price must be at most 100,000 euros"],
    [{ ...dog, price: 1.005 }, "price", "Price can have at most two decimals (cents)"],
    [{ ...dog, price: "15" }, "price", "Price must be an amount in euros"],
    [{ ...dog, price: null }, "price", "Price must be an amount in euros"],
    [{ ...dog, unit: "week" }, "unit", "Unit must be one of stay, night, guest, guest_night, item"],
    [{ ...dog, mandatory: "yes" }, "mandatory", "Mandatory must be true or false"],
    [{ ...dog, maxQuantity: 0 }, "maxQuantity", "Maximum quantity must be at least 1"],
    [{ ...dog, maxQuantity: 100 }, "maxQuantity", "Maximum quantity must be at most 99"],
    [{ ...dog, maxQuantity: 1.5 }, "maxQuantity", "Maximum quantity must be a whole number"],
    [{ ...dog, maxQuantity: null }, "maxQuantity", "Maximum quantity must be a number"],
  ])("refuses %j with a message beside the field", async (form, path, message) => {
    // One home for every refusal: none of them adds anything.
    refusing ??= await createProperty();
    const answer = await owner.change(`/api/owner/homes/${refusing.id}/extras`, form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: message,
      code: "INVALID_INPUT",
      details: [expect.objectContaining({ path, message })],
    });
    expect(await listed(refusing.id)).toEqual([]);
  });

  it("refuses a change with the same messages and keeps the extra as it was", async () => {
    const home = await createProperty();
    const dogs = await added(home.id, dog);
    const answer = await owner.change(`/api/owner/extras/${dogs.id}`, { ...dog, price: -5 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "Price cannot be below zero" });
    expect(await listed(home.id)).toEqual([dogs]);
  });

  it("takes the price's edges: nothing, and 100,000 euros", async () => {
    const home = await createProperty();
    expect(await added(home.id, { ...dog, price: 0 })).toMatchObject({ price: 0 });
    expect(await added(home.id, { ...dog, price: 100_000 })).toMatchObject({ price: 100_000 });
  });

  it("refuses a 21st extra with 409", async () => {
    const home = await createProperty({
      extras: Array.from({ length: 20 }, (_, index) => ({
        name: `Firewood basket ${index + 1}`,
        priceCents: 1200,
        unit: "item" as const,
        maxQuantity: 5,
      })),
    });
    const answer = await owner.change(`/api/owner/homes/${home.id}/extras`, dog);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "CONFLICT",
      error: "A home can have at most 20 extras; remove one first",
    });
    expect(await listed(home.id)).toHaveLength(20);
    // One removed, there is room for one again.
    const [first] = home.extraIds;
    expect((await owner.change(`/api/owner/extras/${first}/remove`)).status).toBe(200);
    await added(home.id, dog);
  });

  it("answers 404 for a home or extra that does not exist, and 400 for an id that is none", async () => {
    const home = await createProperty();
    const extra = await added(home.id, dog);
    const notFound = [
      [await owner.send("GET", `/api/owner/homes/${UNKNOWN}/extras`), "Property not found"],
      [await owner.change(`/api/owner/homes/${UNKNOWN}/extras`, dog), "Property not found"],
      [
        await owner.change(`/api/owner/homes/${UNKNOWN}/extras/order`, { ids: [extra.id] }),
        "Property not found",
      ],
      [await owner.change(`/api/owner/extras/${UNKNOWN}`, dog), "Extra not found"],
      [await owner.change(`/api/owner/extras/${UNKNOWN}/remove`), "Extra not found"],
    ] as const;
    for (const [answer, message] of notFound) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "NOT_FOUND", error: message });
    }
    const malformed = await owner.change("/api/owner/extras/not-an-id/remove");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: "Extra id must be a UUID" });
    // Another home's extras are not this home's to order.
    const other = await createProperty();
    const refused = await owner.change(`/api/owner/homes/${other.id}/extras/order`, {
      ids: [extra.id],
    });
    expect(refused.status).toBe(400);
  });

  it("change the public quote at once, while a booking made before keeps the lines it bought", async () => {
    const home = await createProperty({ overrides: rates });
    const bedLinen = await added(home.id, linen);
    const dogs = await added(home.id, dog);
    const base = 3 * 100 + 50 + 20;
    const before = await quote(home.id, `extras=${dogs.id}:1`);
    expect(before.summary.totalPrice).toBe(base + 4 * 15 + 25);

    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(
        bookingRequest(home.id, {
          ...weekend(),
          guestCount: 4,
          extras: [{ id: dogs.id, quantity: 1 }],
        }),
        fromAddress("198.51.100.77"),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as { id: string };

    expect(
      (await owner.change(`/api/owner/extras/${bedLinen.id}`, { ...linen, price: 18.5 })).status,
    ).toBe(200);
    expect((await owner.change(`/api/owner/extras/${dogs.id}/remove`)).status).toBe(200);

    const after = await quote(home.id);
    expect(after.extras).toEqual([
      expect.objectContaining({ id: bedLinen.id, price: 18.5, quantity: 1, total: 74 }),
    ]);
    expect(after.summary.totalPrice).toBe(base + 74);

    const booking = await call("GET", `/api/public/bookings/${id}`);
    expect(booking.body).toMatchObject({
      pricing: {
        extras: [
          { id: bedLinen.id, name: "Bed linen and towels", price: 15, quantity: 1, total: 60 },
          { id: dogs.id, name: "Dog", price: 25, quantity: 1, total: 25 },
        ],
        summary: { totalPrice: base + 60 + 25 },
      },
    });
  });
});
