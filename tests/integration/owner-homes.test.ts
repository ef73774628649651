import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { stopReadCache } from "@/db/read-cache";
import { amenities, properties } from "@/db/schema";
import { listActivity } from "@/features/owner-activity/server";
import { getConfig } from "@/lib/config";
import { configureForFile, withOwners } from "../support/config";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, paidBooking, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { listenForChanges, until } from "../support/read-cache";
import { call } from "../support/routes";

/** The owner's Homes calls (issue 16): add, edit, deactivate a home, and grow the catalogue. */

const OWNER = "homes-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

interface Home {
  id: string;
  name: string;
  isActive: boolean;
  pricePerNight: number;
  houseRules: string[];
  amenityIds: string[];
  features: { id: string; highlighted: boolean }[];
  policy: { minStayDuration: number; maxStayDuration: number };
}

interface ErrorBody {
  code: string;
  error: string;
  details: { path: string; message: string }[];
}

function homeForm(overrides: Record<string, unknown> = {}) {
  return {
    name: `Owner's Lodge ${randomUUID().slice(0, 8)}`,
    description: "A stone lodge above the Ourthe.",
    location: "La Roche-en-Ardenne, Belgium",
    type: "Cabin",
    bedrooms: 3,
    bathrooms: 2,
    area: 120,
    maxGuests: 6,
    pricePerNight: 180,
    supplementPerPerson: 15,
    touristTax: 2.5,
    securityDeposit: 300,
    cleaningFee: 75,
    serviceFee: 40,
    tags: ["river", "sauna"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    latitude: 50.18,
    longitude: 5.57,
    policy: {
      earlyCheckIn: true,
      lateCheckOut: false,
      earlyCheckInFee: 25,
      lateCheckOutFee: null,
      minStayDuration: 2,
      maxStayDuration: 21,
    },
    houseRules: ["No smoking", "Quiet after 22:00"],
    amenityIds: [],
    features: [],
    ...overrides,
  };
}

async function addHome(overrides: Record<string, unknown> = {}): Promise<Home> {
  const answer = await owner.change("/api/owner/homes", homeForm(overrides));
  expect(answer.status).toBe(201);
  return answer.body as Home;
}

async function publicNames(search: string): Promise<string[]> {
  const answer = await call("GET", `/api/public/properties?search=${encodeURIComponent(search)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { name: string }[]).map((home) => home.name);
}

describe("adding a home", () => {
  it("shows it to guests at once, in the list and on its own page, with its policy and rules", async () => {
    const home = await addHome();

    expect(home).toMatchObject({ isActive: true, pricePerNight: 180, maxGuests: 6 });
    expect(await publicNames(home.name)).toEqual([home.name]);
    const detail = await call("GET", `/api/public/properties/${home.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      name: home.name,
      pricePerNight: 180,
      touristTax: 2.5,
      checkInTime: "16:00",
      minStayDuration: 2,
      maxStayDuration: 21,
      houseRules: [{ title: "No smoking" }, { title: "Quiet after 22:00" }],
    });
    const policies = await call("GET", `/api/public/properties/${home.id}/policies`);
    expect(policies.body).toMatchObject({ policy: { earlyCheckIn: true, earlyCheckInFee: 25 } });
    const read = await owner.send("GET", `/api/owner/homes/${home.id}`);
    expect(read.body).toEqual(home);
    const [entry] = await listActivity({ subjectId: home.id });
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "home.add",
      subject: { kind: "home", id: home.id },
      after: { name: home.name, pricePerNight: 180 },
    });
  });

  it("lists every home for the owner, hidden ones too, with its cover and photo count", async () => {
    const pictured = await createProperty({ images: 3 });
    const hidden = await createProperty({ images: 0, overrides: { isActive: false } });

    const answer = await owner.send("GET", "/api/owner/homes");

    expect(answer.status).toBe(200);
    const rows = (answer.body as { homes: { id: string }[] }).homes;
    expect(rows.find((row) => row.id === pictured.id)).toMatchObject({
      name: pictured.name,
      isActive: true,
      pricePerNight: 150,
      coverImageId: pictured.imageIds[0],
      photoCount: 3,
    });
    expect(rows.find((row) => row.id === hidden.id)).toMatchObject({
      isActive: false,
      coverImageId: null,
      photoCount: 0,
    });
  });
});

describe("editing a home", () => {
  it("changes what guests see at once, even while public reads are cached", async () => {
    const home = await addHome();
    await listenForChanges();
    try {
      const before = await call("GET", `/api/public/properties/${home.id}`);
      expect(before.body).toMatchObject({ pricePerNight: 180 });

      const saved = await owner.change(
        `/api/owner/homes/${home.id}`,
        homeForm({ name: home.name, pricePerNight: 210.5, houseRules: ["Quiet after 22:00"] }),
      );

      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ pricePerNight: 210.5, houseRules: ["Quiet after 22:00"] });
      await until(async () => {
        const after = await call("GET", `/api/public/properties/${home.id}`);
        return (after.body as { pricePerNight: number }).pricePerNight === 210.5;
      }, "the public page shows the new price");
      const after = await call("GET", `/api/public/properties/${home.id}`);
      expect(after.body).toMatchObject({ houseRules: [{ title: "Quiet after 22:00" }] });
    } finally {
      await stopReadCache();
    }
  });

  it("records only the changed fields, before and after", async () => {
    const home = await addHome();

    await owner.change(
      `/api/owner/homes/${home.id}`,
      homeForm({ name: home.name, maxGuests: 4, tags: ["river"] }),
    );

    const [entry] = await listActivity({ subjectId: home.id });
    expect(entry).toMatchObject({ action: "home.edit", actor: OWNER });
    expect(entry?.before).toEqual({ maxGuests: 6, tags: ["river", "sauna"] });
    expect(entry?.after).toEqual({ maxGuests: 4, tags: ["river"] });
  });

  it("refuses a price below zero with a 400 naming the field, and changes nothing", async () => {
    const home = await addHome();

    const answer = await owner.change(
      `/api/owner/homes/${home.id}`,
      homeForm({ name: "Renamed", cleaningFee: -5 }),
    );

    expect(answer.status).toBe(400);
    const body = answer.body as ErrorBody;
    expect(body.code).toBe("INVALID_INPUT");
    expect(body.details).toContainEqual({
      path: "cleaningFee",
      message: "Cleaning fee cannot be below zero",
    });
    const read = await owner.send("GET", `/api/owner/homes/${home.id}`);
    expect(read.body).toEqual(home);
    expect(await listActivity({ subjectId: home.id })).toHaveLength(1);
  });

  it.each([
    [{ pricePerNight: 0 }, "pricePerNight", "Price per night must be more than zero"],
    [{ pricePerNight: 0.001 }, "pricePerNight", "Price per night must be more than zero"],
    [{ maxGuests: 0 }, "maxGuests", "Maximum guests must be at least 1"],
    [{ latitude: 91 }, "latitude", "Latitude must be between -90 and 90"],
    [{ longitude: -181 }, "longitude", "Longitude must be between -180 and 180"],
    [{ checkInTime: "3pm" }, "checkInTime", "Check-in time must be a time as HH:MM, like 15:00"],
    [{ name: "  " }, "name", "Name is required"],
  ])("refuses %j in plain words naming %s", async (override, path, message) => {
    const answer = await owner.change("/api/owner/homes", homeForm(override));
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toContainEqual({ path, message });
  });

  it("refuses a longest stay shorter than the shortest, naming the policy's field", async () => {
    const policy = { ...homeForm().policy, minStayDuration: 7, maxStayDuration: 3 };
    const answer = await owner.change("/api/owner/homes", homeForm({ policy }));
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toContainEqual({
      path: "policy.maxStayDuration",
      message: "Longest stay cannot be shorter than the shortest stay",
    });
  });

  it("refuses an amenity that is not in the catalogue, and stores no home", async () => {
    const name = `Catalogue-less ${randomUUID().slice(0, 8)}`;
    const answer = await owner.change(
      "/api/owner/homes",
      homeForm({ name, amenityIds: [randomUUID()] }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toEqual([
      { path: "amenityIds", message: "An amenity chosen is not in the catalogue" },
    ]);
    const db = await getDb();
    expect(await db.select().from(properties).where(eq(properties.name, name))).toEqual([]);
  });

  it("answers 404 for a home that does not exist", async () => {
    const unknown = randomUUID();
    expect((await owner.send("GET", `/api/owner/homes/${unknown}`)).status).toBe(404);
    expect((await owner.change(`/api/owner/homes/${unknown}`, homeForm())).status).toBe(404);
    expect((await owner.change(`/api/owner/homes/${unknown}/deactivate`)).status).toBe(404);
  });
});

describe("deactivating a home", () => {
  it("hides it from guests and new bookings, keeps its bookings, and 'Activate' brings it back", async () => {
    const { bookingId, property } = await paidBooking("homes-deactivate@example.com");

    const answer = await owner.change(`/api/owner/homes/${property.id}/deactivate`);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: property.id, isActive: false });
    expect(await publicNames(property.name)).toEqual([]);
    expect((await call("GET", `/api/public/properties/${property.id}`)).status).toBe(404);
    const guest = await signInAs("homes-late-guest@example.com");
    const refused = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        guest.token,
        postJson(
          bookingRequest(property.id, {
            guestEmail: "homes-late-guest@example.com",
            startDate: "2030-03-01T13:00:00.000Z",
            endDate: "2030-03-04T08:00:00.000Z",
          }),
        ),
      ),
    );
    expect(refused.status).toBe(404);
    const kept = await owner.send("GET", `/api/owner/bookings?propertyId=${property.id}`);
    expect((kept.body as { bookings: { id: string }[] }).bookings.map((b) => b.id)).toEqual([
      bookingId,
    ]);
    const listed = await owner.send("GET", "/api/owner/homes");
    expect(
      (listed.body as { homes: Home[] }).homes.find((h) => h.id === property.id),
    ).toMatchObject({ isActive: false });

    await owner.change(`/api/owner/homes/${property.id}/activate`);

    expect(await publicNames(property.name)).toEqual([property.name]);
    const actions = (await listActivity({ subjectId: property.id })).map((entry) => entry.action);
    expect(actions).toEqual(["home.activate", "home.deactivate"]);
  });
});

describe("the home's registration number", () => {
  it("is kept as the owner wrote it, shown to guests, and an empty one is none", async () => {
    const added = await addHome({ registrationNumber: "  HE-1234/2025 " });
    const shown = await call("GET", `/api/public/properties/${added.id}`);
    expect(shown.body).toMatchObject({ registrationNumber: "HE-1234/2025" });

    const saved = await owner.change(
      `/api/owner/homes/${added.id}`,
      homeForm({ name: added.name, registrationNumber: "" }),
    );
    expect(saved.status).toBe(200);
    const cleared = await call("GET", `/api/public/properties/${added.id}`);
    expect(cleared.body).toMatchObject({ registrationNumber: null });
  });

  it("refuses a number with other signs than letters, digits, spaces, dots, slashes and hyphens", async () => {
    const answer = await owner.change(
      "/api/owner/homes",
      homeForm({ registrationNumber: "<b>HE</b>" }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toEqual([
      {
        path: "registrationNumber",
        message:
          "Registration number may hold only letters, digits, spaces, dots, slashes and hyphens",
      },
    ]);
  });

  describe("with APP_ENV=production", () => {
    const UNREGISTERED =
      "Add the home's registration number from Tourisme Wallonie: guests can book only a registered home";
    let unregistered: Home;
    beforeAll(async () => {
      unregistered = await addHome();
      await owner.change(`/api/owner/homes/${unregistered.id}/deactivate`);
      getConfig().APP_ENV = "production";
    });
    afterAll(() => {
      getConfig().APP_ENV = "development";
    });

    it("adds no home without one, naming the field", async () => {
      const name = `Unregistered ${randomUUID().slice(0, 8)}`;
      const answer = await owner.change("/api/owner/homes", homeForm({ name }));
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).details).toEqual([
        { path: "registrationNumber", message: UNREGISTERED },
      ]);
      const db = await getDb();
      expect(await db.select().from(properties).where(eq(properties.name, name))).toEqual([]);
    });

    it("activates no home without one, and activates it once it has one", async () => {
      const refused = await owner.change(`/api/owner/homes/${unregistered.id}/activate`);
      expect(refused.status).toBe(400);
      expect((refused.body as ErrorBody).error).toBe(UNREGISTERED);
      expect((await call("GET", `/api/public/properties/${unregistered.id}`)).status).toBe(404);

      const registered = homeForm({ name: unregistered.name, registrationNumber: "HE-9876" });
      expect((await owner.change(`/api/owner/homes/${unregistered.id}`, registered)).status).toBe(
        200,
      );
      const activated = await owner.change(`/api/owner/homes/${unregistered.id}/activate`);
      expect(activated.body).toEqual({ id: unregistered.id, isActive: true });
    });

    it("keeps an open home's number: removing it is refused", async () => {
      const open = await addHome({ registrationNumber: "HE-5555" });
      const answer = await owner.change(
        `/api/owner/homes/${open.id}`,
        homeForm({ name: open.name, registrationNumber: null }),
      );
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).details).toEqual([
        { path: "registrationNumber", message: UNREGISTERED },
      ]);
    });
  });
});

describe("the catalogue", () => {
  it("adds an amenity with its category and a sanitized icon, and a home can have it", async () => {
    const name = `Sauna ${randomUUID().slice(0, 6)}`;
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png"/><circle cx="12" cy="12" r="4"/></svg>';

    const added = await owner.change("/api/owner/amenities", {
      name,
      category: "Wellness",
      icon: hostile,
    });

    expect(added.status).toBe(201);
    const amenity = added.body as { id: string; icon: string; category: string };
    expect(amenity.category).toBe("Wellness");
    expect(amenity.icon).toContain("<circle");
    expect(amenity.icon).not.toMatch(/onload|script|evil\.example/);
    const db = await getDb();
    const [stored] = await db.select().from(amenities).where(eq(amenities.id, amenity.id));
    expect(stored?.icon).toBe(amenity.icon);
    const again = await owner.change("/api/owner/amenities", {
      name: name.toUpperCase(),
      category: "Other",
    });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe(amenity.id);
    const catalogue = await owner.send("GET", "/api/owner/catalogue");
    expect((catalogue.body as { amenities: { id: string }[] }).amenities).toContainEqual(amenity);

    const home = await addHome({ amenityIds: [amenity.id] });
    const publicAmenities = await call("GET", `/api/public/properties/${home.id}/amenities`);
    expect(publicAmenities.body).toEqual([{ amenity }]);
    const [entry] = await listActivity({ subjectId: amenity.id });
    expect(entry).toMatchObject({ action: "amenity.add", subject: { kind: "amenity" } });
  });

  it("adds a feature with the default icon when none is given, and highlights it on a home", async () => {
    const added = await owner.change("/api/owner/features", {
      name: `Pizza oven ${randomUUID().slice(0, 6)}`,
    });

    expect(added.status).toBe(201);
    const feature = added.body as { id: string; icon: string };
    expect(feature.icon).toMatch(/^<svg/);
    const home = await addHome({ features: [{ id: feature.id, highlighted: true }] });
    const highlighted = await call("GET", `/api/public/properties/${home.id}/features/highlighted`);
    expect(highlighted.body).toEqual([{ feature, isHighlighted: true }]);
  });
});

describe("the home's texts in Dutch, French and German", () => {
  const dutch = {
    name: "Lodge boven de Ourthe",
    description: "Een stenen lodge boven de Ourthe.",
    location: "La Roche-en-Ardenne, België",
    houseRules: ["Niet roken", ""],
  };

  async function guestReads(path: string, language?: string) {
    const headers: Record<string, string> = language ? { "Accept-Language": language } : {};
    const answer = await call("GET", path, { headers });
    expect(answer.status).toBe(200);
    return answer;
  }

  it("keeps what the owner wrote per language and shows it to guests reading that language", async () => {
    const home = await addHome({ translations: { nl: dutch } });

    const read = await owner.send("GET", `/api/owner/homes/${home.id}`);
    expect(read.body).toMatchObject({
      translations: {
        nl: dutch,
        fr: { name: "", description: "", location: "", houseRules: ["", ""] },
      },
    });
    const inDutch = await guestReads(`/api/public/properties/${home.id}`, "nl-BE,nl;q=0.9");
    expect(inDutch.body).toMatchObject({
      name: dutch.name,
      description: dutch.description,
      location: dutch.location,
      // The second rule has no Dutch line: it shows in English.
      houseRules: [{ title: "Niet roken" }, { title: "Quiet after 22:00" }],
    });
    expect(inDutch.headers.get("vary")).toMatch(/Accept-Language/);
    const policies = await guestReads(`/api/public/properties/${home.id}/policies`, "nl");
    expect(policies.body).toMatchObject({ houseRules: [{ title: "Niet roken" }, {}] });
    const list = await guestReads(
      `/api/public/properties?search=${encodeURIComponent(dutch.name)}`,
      "nl",
    );
    expect(list.body).toMatchObject([{ id: home.id, name: dutch.name }]);
  });

  it("shows the English texts to a guest whose language the owner did not write", async () => {
    const home = await addHome({ translations: { nl: dutch } });

    const inFrench = await guestReads(`/api/public/properties/${home.id}`, "fr");
    expect(inFrench.body).toMatchObject({
      name: home.name,
      description: "A stone lodge above the Ourthe.",
      location: "La Roche-en-Ardenne, Belgium",
      houseRules: [{ title: "No smoking" }, { title: "Quiet after 22:00" }],
    });
    const unknownLanguage = await guestReads(`/api/public/properties/${home.id}`, "ja, es;q=0.5");
    expect(unknownLanguage.body).toMatchObject({ name: home.name });
    const noHeader = await guestReads(`/api/public/properties/${home.id}`);
    expect(noHeader.body).toMatchObject({ name: home.name });
  });

  it("never answers one language's cached response to another's request", async () => {
    const home = await addHome({
      translations: { nl: dutch, de: { name: "Hütte über der Ourthe" } },
    });
    await listenForChanges();
    try {
      const path = `/api/public/properties/${home.id}`;
      for (let round = 0; round < 2; round++) {
        expect((await guestReads(path)).body).toMatchObject({ name: home.name });
        expect((await guestReads(path, "nl")).body).toMatchObject({ name: dutch.name });
        expect((await guestReads(path, "de")).body).toMatchObject({
          name: "Hütte über der Ourthe",
        });
        expect((await guestReads(path, "fr")).body).toMatchObject({ name: home.name });
      }
      const list = (language: string) => guestReads("/api/public/properties?limit=100", language);
      const names = async (language: string) =>
        ((await list(language)).body as { id: string; name: string }[])
          .filter((listed) => listed.id === home.id)
          .map((listed) => listed.name);
      expect(await names("nl")).toEqual([dutch.name]);
      expect(await names("en")).toEqual([home.name]);
      expect(await names("nl")).toEqual([dutch.name]);
    } finally {
      await stopReadCache();
    }
  });

  it("saves a changed translation, records it, and guests of that language see it at once", async () => {
    const home = await addHome({ translations: { nl: dutch } });
    await listenForChanges();
    try {
      const path = `/api/public/properties/${home.id}`;
      expect((await guestReads(path, "nl")).body).toMatchObject({ name: dutch.name });

      const renamed = { ...dutch, name: "Stenen lodge aan de Ourthe" };
      const saved = await owner.change(
        `/api/owner/homes/${home.id}`,
        homeForm({ name: home.name, translations: { nl: renamed } }),
      );

      expect(saved.status).toBe(200);
      await until(
        async () => ((await guestReads(path, "nl")).body as { name: string }).name === renamed.name,
        "the Dutch name is the new one",
      );
      expect((await guestReads(path)).body).toMatchObject({ name: home.name });
      const [entry] = await listActivity({ subjectId: home.id });
      expect(entry).toMatchObject({ action: "home.edit", actor: OWNER });
      expect(entry?.before).toMatchObject({ translations: { nl: { name: dutch.name } } });
      expect(entry?.after).toMatchObject({ translations: { nl: { name: renamed.name } } });
    } finally {
      await stopReadCache();
    }
  });

  it("refuses a translated text over the English field's limit, naming the language's field", async () => {
    const answer = await owner.change(
      "/api/owner/homes",
      homeForm({ translations: { fr: { name: "x".repeat(121) } } }),
    );

    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toContainEqual({
      path: "translations.fr.name",
      message: "Name (Français) must be at most 120 characters",
    });
  });

  it("refuses more translated house rules than English ones, and stores nothing", async () => {
    const name = `Too many rules ${randomUUID().slice(0, 8)}`;
    const answer = await owner.change(
      "/api/owner/homes",
      homeForm({
        name,
        translations: { de: { houseRules: ["Nicht rauchen", "Ruhe", "Keine Partys"] } },
      }),
    );

    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toEqual([
      {
        path: "translations.de.houseRules",
        message: "One line for each English house rule: 2 at most",
      },
    ]);
    const db = await getDb();
    expect(await db.select().from(properties).where(eq(properties.name, name))).toEqual([]);
  });

  it("names an amenity and a feature added inline in each language written", async () => {
    const suffix = randomUUID().slice(0, 6);
    const amenity = await owner.change("/api/owner/amenities", {
      name: `Bread oven ${suffix}`,
      category: `Bakery ${suffix}`,
      translations: {
        nl: { name: `Broodoven ${suffix}`, category: `Bakkerij ${suffix}` },
        de: { name: `Brotbackofen ${suffix}` },
      },
    });
    const feature = await owner.change("/api/owner/features", {
      name: `Orchard ${suffix}`,
      translations: { fr: { name: `Verger ${suffix}` } },
    });
    expect(amenity.status).toBe(201);
    expect(feature.status).toBe(201);
    const amenityId = (amenity.body as { id: string }).id;
    const featureId = (feature.body as { id: string }).id;
    const home = await addHome({
      amenityIds: [amenityId],
      features: [{ id: featureId, highlighted: false }],
    });

    const amenitiesIn = async (language: string) =>
      (await guestReads(`/api/public/properties/${home.id}/amenities`, language)).body;
    expect(await amenitiesIn("nl")).toMatchObject([
      { amenity: { name: `Broodoven ${suffix}`, category: `Bakkerij ${suffix}` } },
    ]);
    expect(await amenitiesIn("de")).toMatchObject([
      { amenity: { name: `Brotbackofen ${suffix}`, category: `Bakery ${suffix}` } },
    ]);
    const featuresIn = async (language: string) =>
      (await guestReads(`/api/public/properties/${home.id}/features`, language)).body;
    expect(await featuresIn("fr")).toMatchObject([{ feature: { name: `Verger ${suffix}` } }]);
    expect(await featuresIn("nl")).toMatchObject([{ feature: { name: `Orchard ${suffix}` } }]);
  });
});
