import { expect, test } from "./fixtures";
import { expectAccessible, signedInOwner } from "./owner";

test.use(signedInOwner);

test("the owner opens Reports, switches to last year and one home, and downloads its stays for the accountant", async ({
  page,
}) => {
  await page.goto("/owner");
  await page.getByRole("navigation").getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  // Last month, all homes, by default.
  await expect(page.getByRole("heading", { name: /· All homes$/, level: 2 })).toBeVisible();
  for (const section of ["How full", "How much", "Bookings", "How paid", "VAT"]) {
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  }
  await expect(
    page.getByRole("table", { name: /^Nights, / }).getByRole("row", { name: /^All homes / }),
  ).toBeVisible();
  await expectAccessible(page, "/owner/reports");

  const lastYear = String(new Date().getFullYear() - 1);
  const picker = page.getByRole("form", { name: "Period and home" });
  await picker.getByLabel("Period").selectOption(lastYear);
  await picker.getByLabel("Home").selectOption({ label: "Old Town Apartment, Malmedy" });
  await picker.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(new RegExp(`period=${lastYear}&home=`));
  await expect(
    page.getByRole("heading", { name: `${lastYear} · Old Town Apartment, Malmedy`, level: 2 }),
  ).toBeVisible();
  const days = new Date(Number(lastYear), 1, 29).getDate() === 29 ? "366" : "365";
  const nights = page.getByRole("table", { name: `Nights, ${lastYear}` });
  await expect(nights.getByRole("row")).toHaveCount(2);
  await expect(
    nights.getByRole("row", { name: new RegExp(`^Old Town Apartment, Malmedy ${days} `) }),
  ).toBeVisible();
  const chart = page.getByRole("figure", {
    name: `Occupancy by month, ${lastYear} beside ${Number(lastYear) - 1}`,
  });
  await expect(chart.getByRole("table").getByRole("row")).toHaveCount(13);
  await expectAccessible(page, "/owner/reports for one home");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Year ${lastYear}, per home (PDF)` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`year-${lastYear}-old-town-apartment-malmedy.pdf`);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Stays (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `stays-${lastYear}-01-01-to-${Number(lastYear) + 1}-01-01.csv`,
  );
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(
    text.startsWith("\uFEFFBooking;Home;Guest;Arrival;Departure;Nights;Nights in period"),
  ).toBe(true);
});

test("days that make no period are shown again with why, and the report stays on last month", async ({
  page,
}) => {
  await page.goto("/owner/reports?from=2026-03-10&to=2026-03-01");
  const form = page.getByRole("form", { name: "Other days" });
  await expect(form.getByLabel("To (not included)")).toHaveAccessibleDescription(
    /To must be after From, at most 1,827 days later/,
  );
  await expect(form.getByLabel("From")).toHaveValue("2026-03-10");
  await form.getByLabel("To (not included)").fill("2026-03-31");
  await form.getByRole("button", { name: "Show these days" }).click();
  await expect(
    page.getByRole("heading", { name: "10 Mar 2026 to 30 Mar 2026 · All homes", level: 2 }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Nights, 10 Mar 2026 to 30 Mar 2026" })
      .getByRole("row", { name: /^Old Town Apartment, Malmedy 21 / }),
  ).toBeVisible();
});
