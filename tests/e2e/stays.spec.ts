import { addDays, todayInBrussels } from "@/lib/dates";
import { expect, test } from "./fixtures";

/** Stays found by type (issue 19): weekends, midweeks and weeks with their all-in price. */

/** A month far enough ahead that other tests' bookings leave most of its weekends free. */
function monthAhead(months: number): { value: string; label: string } {
  const first = `${addDays(todayInBrussels(), 31 * months).slice(0, 7)}-01`;
  const label = new Intl.DateTimeFormat("en-BE", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${first}T00:00:00Z`));
  return { value: first.slice(0, 7), label };
}

/** The dates and price a stay's button shows: 'Fri, Dec 4, 2026 – Mon, Dec 7, 2026' and '€540.00'. */
function readStay(text: string) {
  const match = /^(.+?) – (.+?\d{4})\s*(?:Weekend|Midweek|Week), (.+) all-in$/.exec(text.trim());
  if (!match) throw new Error(`not a stay: ${text}`);
  return { from: match[1]!, to: match[2]!, price: match[3]! };
}

test("a guest picks Weekend and a month, clicks a listed weekend, and the booking dialog opens on it with the same total", async ({
  page,
}) => {
  const month = monthAhead(3);
  await page.goto("/properties");
  const search = page.getByRole("search");
  // The radios are drawn as their labels, which take the click.
  await search.locator("label", { hasText: /^Weekend$/ }).click();
  await expect(search.getByRole("radio", { name: "Weekend" })).toBeChecked();
  await search.getByRole("combobox", { name: "Month" }).selectOption(month.value);
  await search.getByRole("button", { name: "Search" }).click();
  // The search is a plain GET form: a new page, whose stay buttons open the dialog only once
  // its scripts have run, so this waits for its load, not just its address.
  await page.waitForURL(/stay=weekend/);

  const homes = page.locator("#all-homes");
  const weekends = homes.getByRole("button", { name: /Weekend, .* all-in$/ });
  await expect(weekends.first()).toBeVisible();
  // Every listed stay is a weekend in the chosen month.
  for (const text of await weekends.allTextContents()) {
    expect(readStay(text).from).toMatch(new RegExp(month.label.split(" ")[0]!.slice(0, 3)));
  }
  const weekend = weekends.first();
  const { from, to, price } = readStay((await weekend.textContent()) ?? "");
  await weekend.click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${from} - ${to}`)).toBeVisible();
  const total = dialog.locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd");
  await expect(total).toHaveText(price);
});

test("a home's page lists its next free weeks, and one opens the booking dialog on its dates", async ({
  page,
  properties,
}) => {
  const home = properties.find((property) => property.minStayDuration <= 7)!;
  await page.setViewportSize({ width: 390, height: 844 });
  const staysAsked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/public/stays?")) staysAsked.push(request.url());
  });
  await page.goto(`/properties/${home.id}`);
  const nextFree = page.getByRole("region", { name: "Next free weekends" });
  // Below a phone's first screen, the list and its code load only as the guest scrolls to them:
  // once the page has loaded and gone quiet, nothing has asked for them.
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Looking for free stays…")).toBeAttached();
  await expect(nextFree).toHaveCount(0);
  expect(staysAsked).toEqual([]);
  await page.getByRole("button", { name: "Book Now" }).scrollIntoViewIfNeeded();
  await expect(nextFree).toBeVisible();
  await nextFree.locator("label", { hasText: /^Week$/ }).click();
  const weeks = page.getByRole("region", { name: "Next free weeks" }).getByRole("button");
  await expect(weeks.first()).toBeVisible();
  expect(await weeks.count()).toBeLessThanOrEqual(6);
  const { from, to, price } = readStay((await weeks.first().textContent()) ?? "");
  await weeks.first().click();
  const dialog = page.getByRole("dialog", { name: `Book ${home.name}` });
  await expect(dialog.getByText(`${from} - ${to}`)).toBeVisible();
  const total = dialog.locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd");
  await expect(total).toHaveText(price);
});

test("the booking dialog's calendar shows which days start a stay and the cheapest price from each", async ({
  page,
  properties,
}) => {
  const home = properties[0]!;
  await page.goto(`/properties/${home.id}`);
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Book ${home.name}` });
  const startDays = dialog.getByRole("button", { name: /starts a stay from €[\d,.]+$/ });
  await expect(startDays.first()).toBeVisible();
  // Only Mondays and Fridays start a stay.
  for (const label of await startDays.evaluateAll((days) =>
    days.map((day) => day.getAttribute("aria-label") ?? ""),
  )) {
    expect(label).toMatch(/^(Today, )?(Monday|Friday),/);
  }
});
