import { beforeAll, describe, expect, it } from "vitest";
import { loadOwnerSeasonsPage, type Season } from "@/features/properties/server";
import { listActivity } from "@/features/owner-activity/server";
import { ApiError } from "@/lib/http";
import { addDays, todayInBrussels } from "@/lib/dates";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call } from "../support/routes";

/** The owner's seasons of a home (issue 19): written in the back office, priced by the quote. */

const OWNER = "seasons-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const friday = upcoming(FRIDAY, 28);
const summer = {
  name: "Summer",
  from: addDays(friday, -7),
  to: addDays(friday, 21),
  pricePerNight: 240,
  weekendPrice: 599,
  minStay: 3,
};

async function added(homeId: string, form: Record<string, unknown> = summer): Promise<Season> {
  const answer = await owner.change(`/api/owner/homes/${homeId}/seasons`, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Season;
}

describe("a home's seasons in the back office", () => {
  it("are added, listed, priced by the quote, changed and removed, each in the activity log", async () => {
    const home = await createProperty({ overrides: { pricePerNightCents: 15000 } });
    const season = await added(home.id);
    expect(season).toMatchObject({
      propertyId: home.id,
      name: "Summer",
      pricePerNight: 240,
      weekendPrice: 599,
      midweekPrice: null,
      weekPrice: null,
      minStay: 3,
    });
    const listed = await owner.send("GET", `/api/owner/homes/${home.id}/seasons`);
    expect(listed.body).toEqual({ seasons: [season] });

    const quote = async () =>
      (
        await call(
          "GET",
          `/api/public/properties/${home.id}/quote?startDate=${friday}&endDate=${addDays(friday, 3)}&guests=2`,
        )
      ).body as { basePrice: { total: number } };
    expect((await quote()).basePrice.total).toBe(599);

    const saved = await owner.change(`/api/owner/seasons/${season.id}`, {
      ...summer,
      weekendPrice: null,
    });
    expect(saved.status).toBe(200);
    expect((await quote()).basePrice.total).toBe(720);

    expect((await owner.change(`/api/owner/seasons/${season.id}/remove`)).status).toBe(200);
    expect((await quote()).basePrice.total).toBe(450);
    const actions = (await listActivity({ subjectKind: "season", subjectId: season.id })).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(["season.add", "season.remove", "season.save"]);
  });

  it("refuses a season that overlaps another of the home with 409 naming it", async () => {
    const home = await createProperty();
    await added(home.id);
    const overlap = await owner.change(`/api/owner/homes/${home.id}/seasons`, {
      ...summer,
      name: "Autumn",
      from: addDays(summer.to, -1),
      to: addDays(summer.to, 30),
    });
    expect(overlap.status).toBe(409);
    expect((overlap.body as { error: string }).error).toMatch(
      /^These dates overlap the season 'Summer' \(/,
    );
    // The day the other ends, it may begin.
    await added(home.id, {
      ...summer,
      name: "Autumn",
      from: summer.to,
      to: addDays(summer.to, 30),
    });
  });

  it.each([
    [{ ...summer, to: summer.from }, "to", "'To' must be after 'From'"],
    [{ ...summer, to: addDays(summer.from, 400) }, "to", "A season can be at most 366 days long"],
    [{ ...summer, name: "" }, "name", "Give the season a name, such as Summer"],
    [{ ...summer, pricePerNight: 0 }, "pricePerNight", "Price per night must be more than zero"],
    [{ ...summer, weekPrice: -1 }, "weekPrice", "Week price cannot be below zero"],
    [{ ...summer, weekendPrice: 0 }, "weekendPrice", "Weekend price must be more than zero"],
    [{ ...summer, midweekPrice: 0 }, "midweekPrice", "Midweek price must be more than zero"],
    // Less than half a cent would be stored as zero.
    [{ ...summer, weekPrice: 0.004 }, "weekPrice", "Week price must be more than zero"],
    [{ ...summer, minStay: 0 }, "minStay", "Minimum stay must be at least 1"],
    [{ ...summer, from: "next summer" }, "from", "From must be a date (YYYY-MM-DD)"],
  ])("refuses %j with a message beside the field", async (form, path, message) => {
    const home = await createProperty();
    const answer = await owner.change(`/api/owner/homes/${home.id}/seasons`, form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: message,
      details: [expect.objectContaining({ path, message })],
    });
  });

  it("copies a season to other homes and to next year, all or nothing", async () => {
    const home = await createProperty();
    const other = await createProperty();
    const busy = await createProperty();
    const season = await added(home.id);
    await added(busy.id, { ...summer, name: "Busy", from: addDays(summer.from, 7) });

    const refused = await owner.change(`/api/owner/seasons/${season.id}/copy`, {
      homeIds: [other.id, busy.id],
    });
    expect(refused.status).toBe(409);
    const untouched = await owner.send("GET", `/api/owner/homes/${other.id}/seasons`);
    expect(untouched.body).toEqual({ seasons: [] });

    const copied = await owner.change(`/api/owner/seasons/${season.id}/copy`, {
      homeIds: [other.id],
      nextYear: true,
    });
    expect(copied.status).toBe(201);
    const copies = (copied.body as { seasons: Season[] }).seasons;
    expect(copies).toEqual([
      expect.objectContaining({ propertyId: other.id, from: summer.from, to: summer.to }),
      expect.objectContaining({
        propertyId: home.id,
        from: `${Number(summer.from.slice(0, 4)) + 1}${summer.from.slice(4)}`,
        weekendPrice: 599,
        minStay: 3,
      }),
    ]);
  });

  it("answers 404 for a home or season that does not exist", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await owner.send("GET", `/api/owner/homes/${unknown}/seasons`)).status).toBe(404);
    expect((await owner.change(`/api/owner/seasons/${unknown}`, summer)).status).toBe(404);
    expect((await owner.change(`/api/owner/seasons/${unknown}/remove`)).status).toBe(404);
  });
});

describe("the seasons' page of a home", () => {
  it("lists the seasons, the other homes to copy to, and prices the year it shows", async () => {
    const home = await createProperty({ overrides: { pricePerNightCents: 15000 } });
    const other = await createProperty();
    const season = await added(home.id);
    const year = Number(summer.from.slice(0, 4));
    const page = await loadOwnerSeasonsPage(home.id, { year: String(year) });
    const thisYear = Number(todayInBrussels().slice(0, 4));

    expect(page.home).toEqual({ id: home.id, name: home.name, pricePerNight: 150 });
    expect(page.seasons).toEqual([season]);
    expect(page.years).toEqual([thisYear, thisYear + 1]);
    expect(page.otherHomes).toContainEqual({ id: other.id, name: other.name });
    expect(page.otherHomes.map((each) => each.id)).not.toContain(home.id);
    expect(page.calendar.year).toBe(year);
    expect(page.calendar.seasons).toEqual(["Summer"]);
    const days = page.calendar.months.flatMap((month) => month.days);
    expect(days.find((day) => day.date === summer.from)).toMatchObject({
      pricePerNight: 240,
      season: "Summer",
    });
    expect(days.find((day) => day.date === addDays(summer.from, -1))).toMatchObject({
      pricePerNight: 150,
      season: null,
    });
  });

  it("shows this year for a year it does not offer, and is not found for an unknown home", async () => {
    const home = await createProperty();
    const thisYear = Number(todayInBrussels().slice(0, 4));
    const page = await loadOwnerSeasonsPage(home.id, { year: "1999" });
    expect(page.calendar.year).toBe(thisYear);
    await expect(
      loadOwnerSeasonsPage("00000000-0000-4000-8000-000000000000", {}),
    ).rejects.toSatisfy((error) => error instanceof ApiError && error.code === "NOT_FOUND");
  });
});
