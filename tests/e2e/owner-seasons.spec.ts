import { addDays, formatShortDate, todayInBrussels } from "@/lib/dates";
import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A day as the price calendar says it: '12 July'. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

test("the owner adds a season, sees it in the list and the price calendar, is told of an overlap, copies it to next year and removes it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // The overlapping season is the API's 409, which the browser logs.
  consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/owner\/homes\/[^)]+\)/);
  const name = `Heron Cottage ${Date.now().toString(36)}`;
  // A season of its own home, hidden from guests, so no other spec's prices change.
  // Both seasons' days in one year, which the calendar then shows whole.
  let from = addDays(todayInBrussels(), 7);
  if (addDays(from, 21).slice(0, 4) !== from.slice(0, 4)) {
    from = `${Number(from.slice(0, 4)) + 1}-01-11`;
  }
  const to = addDays(from, 14);
  const year = from.slice(0, 4);
  await openBackOffice(page);

  await page.goto("/owner/homes/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Location", { exact: true }).fill("Durbuy, Belgium");
  await page.getByLabel("Maximum guests").fill("4");
  await page.getByLabel("Latitude").fill("50.3526");
  await page.getByLabel("Longitude").fill("5.4561");
  await page.getByLabel("Price per night (€)").fill("95");
  await page.getByRole("button", { name: "Add home" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  const hide = page.getByRole("dialog", { name: "Hide this home from guests?" });
  await hide.getByRole("button", { name: "Deactivate" }).click();
  await expect(hide).toBeHidden();

  await page.getByRole("main").getByRole("link", { name: "Seasons" }).click();
  await expect(page.getByRole("heading", { name: `Seasons of ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByText("No seasons yet: every night costs €95.00.")).toBeVisible();
  await expectAccessible(page, "/owner/homes/{id}/seasons without seasons");

  await page.getByRole("button", { name: "Add season" }).click();
  let form = page.getByRole("dialog", { name: "Add season" });
  await form.getByLabel("Name").fill("Winter break");
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To").fill(to);
  await form.getByLabel("Price per night (€)").fill("140");
  await form.getByLabel("Weekend price (€)").fill("390");
  await form.getByLabel("Minimum stay (nights)").fill("3");
  await expectAccessible(page, "the 'Add season' dialog");
  await form.getByRole("button", { name: "Add season" }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole("row", { name: /^Winter break/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText([
    `${formatShortDate(from)} to ${formatShortDate(to)}`,
    "€140.00",
    "€390.00",
    "—",
    "—",
    "3 nights",
    /Edit.*Copy.*Remove/,
  ]);
  await page.goto(`${new URL(page.url()).pathname}?year=${year}`);
  const calendar = page.getByRole("region", { name: `Prices per night in ${year}` });
  await expect(
    page.getByRole("list", { name: "Seasons on the calendar" }).getByRole("listitem"),
  ).toHaveText(["Winter break", "Outside seasons: €95.00"]);
  await expect(
    page.getByRole("cell", { name: `${dayName(from)}: Winter break, €140.00`, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", {
      name: `${dayName(addDays(to, -1))}: Winter break, €140.00`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", { name: `${dayName(to)}: €95.00`, exact: true }),
  ).toBeVisible();
  await expect(calendar.getByRole("table")).toHaveCount(12);
  await expectAccessible(page, "/owner/homes/{id}/seasons with a season");

  // Dates that reach into it are refused, the API's message in the dialog, and nothing is added.
  await page.getByRole("button", { name: "Add season" }).click();
  form = page.getByRole("dialog", { name: "Add season" });
  await form.getByLabel("Name").fill("Christmas holidays");
  await form.getByLabel("From").fill(addDays(from, 7));
  await form.getByLabel("To").fill(addDays(to, 7));
  await form.getByLabel("Price per night (€)").fill("180");
  await form.getByRole("button", { name: "Add season" }).click();
  await expect(
    form.getByText(
      `These dates overlap the season 'Winter break' (${formatShortDate(from)} to ${formatShortDate(to)})`,
    ),
  ).toBeVisible();
  await form.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row", { name: /^Christmas holidays/ })).toHaveCount(0);

  await row.getByRole("button", { name: "Edit Winter break" }).click();
  form = page.getByRole("dialog", { name: "Edit season" });
  await expect(form.getByLabel("Name")).toHaveValue("Winter break");
  await form.getByLabel("Price per night (€)").fill("150");
  await form.getByRole("button", { name: "Save season" }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole("cell", { name: `${dayName(from)}: Winter break, €150.00`, exact: true }),
  ).toBeVisible();

  await row.getByRole("button", { name: "Copy Winter break" }).click();
  const copy = page.getByRole("dialog", { name: "Copy Winter break" });
  await copy.getByLabel("Next year, to this home").check();
  await expectAccessible(page, "the 'Copy' dialog");
  await copy.getByRole("button", { name: "Copy season" }).click();
  await expect(copy).toBeHidden();
  const nextYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  const copied = `${formatShortDate(nextYear(from))} to ${formatShortDate(nextYear(to))}`;
  await expect(page.getByRole("row", { name: /^Winter break/ })).toHaveCount(2);
  await expect(page.getByRole("row", { name: /^Winter break/ }).nth(1)).toContainText(copied);

  await row.first().getByRole("button", { name: "Remove Winter break" }).click();
  const remove = page.getByRole("dialog", { name: "Remove Winter break?" });
  await remove.getByRole("button", { name: "Remove season" }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole("row", { name: /^Winter break/ })).toHaveCount(1);
  await expect(page.getByRole("row", { name: /^Winter break/ })).toContainText(copied);
  await expect(
    page.getByRole("cell", { name: `${dayName(from)}: €95.00`, exact: true }),
  ).toBeVisible();
});
