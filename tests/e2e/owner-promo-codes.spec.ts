import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays, formatShortDate } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

test.use(signedInOwner);

/** A seeded home; the codes here are never typed by a guest, so no one's prices move. */
const HOME = "Le Vieux Fournil";

/** The e2e database outlives a run: each test's codes are its own. */
const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6).toUpperCase()}`;

async function openPromoCodes(page: Page): Promise<void> {
  await openBackOffice(page);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Promo codes" })
    .click();
  await expect(page.getByRole("heading", { name: "Promo codes", level: 1 })).toBeVisible();
}

test("the owner adds a midweek code, sees it in words, edits it, switches it off and on and removes it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused percentage is the API's 400, which the browser logs.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/owner\/promo-codes\)/);
  const code = uniqueCode("MIDWEEK");
  const stayFrom = upcoming(MONDAY, 60);
  const stayUntil = addDays(stayFrom, 25);
  const bookedUntil = addDays(stayFrom, -7);
  await openPromoCodes(page);
  await expect(
    page.getByText("Switching a code off stops new bookings with it; the bookings already made"),
  ).toBeVisible();
  await expectAccessible(page, "/owner/promo-codes");

  await page.getByRole("button", { name: "Add promo code" }).click();
  let form = page.getByRole("dialog", { name: "Add promo code" });
  // Typed in small letters, kept in capitals.
  await form.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("Note").fill("For the January newsletter");
  await form.getByLabel("Stays from").fill(stayFrom);
  await form.getByLabel("Stays until").fill(stayUntil);
  await form.getByRole("checkbox", { name: "Midweek (Monday to Friday)" }).check();
  await form.getByLabel("Most uses").fill("10");
  // A percentage above 100 is refused beside its field, in plain words, and nothing is added.
  await form.getByLabel("Percentage off (%)").fill("125");
  await form.getByRole("button", { name: "Add promo code" }).click();
  await expect(form.getByLabel("Percentage off (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.getByText("A percentage off must be a whole number from 1 to 100"),
  ).toBeVisible();
  await form.getByLabel("Percentage off (%)").fill("25");
  await expectAccessible(page, "the 'Add promo code' dialog");
  await form.getByRole("button", { name: "Add promo code" }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("25% off the nights");
  await expect(row).toContainText("Booked any time");
  await expect(row).toContainText(
    `Stays ${formatShortDate(stayFrom)} – ${formatShortDate(stayUntil)}`,
  );
  await expect(row).toContainText("Every home");
  await expect(row).toContainText("Midweeks only");
  await expect(row).toContainText("0 of 10 used");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("For the January newsletter");
  await expectAccessible(page, "/owner/promo-codes with a code");

  // A phone lists the same words as a card.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole("listitem", { name: code });
  await expect(card).toContainText("25% off the nights");
  await expect(card).toContainText("Midweeks only");
  await expect(card.getByRole("button", { name: `Edit ${code}` })).toBeVisible();
  await page.setViewportSize(desktop);

  await row.getByRole("button", { name: `Edit ${code}` }).click();
  form = page.getByRole("dialog", { name: `Edit ${code}` });
  await expect(form.getByLabel("Code", { exact: true })).toHaveValue(code);
  await expect(form.getByRole("checkbox", { name: "Midweek (Monday to Friday)" })).toBeChecked();
  await form.getByLabel("Discount", { exact: true }).selectOption({ label: "An amount off" });
  await form.getByLabel("Amount off (€)").fill("40");
  await form.getByRole("checkbox", { name: "Off the extras too" }).check();
  await form.getByLabel("Booked until").fill(bookedUntil);
  await form.getByRole("checkbox", { name: HOME }).check();
  await form.getByLabel("Minimum nights").fill("4");
  await form.getByRole("button", { name: "Save promo code" }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText("€40.00 off the nights + extras");
  await expect(row).toContainText(`Booked until ${formatShortDate(bookedUntil)}`);
  await expect(row).toContainText(HOME);
  await expect(row).toContainText("At least 4 nights");

  // Switching off is a save of the code as it is: its rules stay as they were.
  await row.getByRole("button", { name: `Switch off ${code}` }).click();
  const off = page.getByRole("dialog", { name: `Switch ${code} off?` });
  await expect(off).toContainText("Bookings made with it keep their discount");
  await off.getByRole("button", { name: "Switch off" }).click();
  await expect(off).toBeHidden();
  await expect(row.getByText("Off", { exact: true })).toBeVisible();
  await expect(row).toContainText("€40.00 off the nights + extras");
  await expect(row).toContainText("Midweeks only");

  await row.getByRole("button", { name: `Switch on ${code}` }).click();
  const on = page.getByRole("dialog", { name: `Switch ${code} on?` });
  await on.getByRole("button", { name: "Switch on" }).click();
  await expect(on).toBeHidden();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // No booking was made with it, so it can go.
  await row.getByRole("button", { name: `Remove ${code}` }).click();
  const remove = page.getByRole("dialog", { name: `Remove ${code}?` });
  await expect(remove).toContainText("switch it off instead");
  await remove.getByRole("button", { name: "Remove code" }).click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("a code that exists already is refused by the code field, in the API's words", async ({
  page,
  consoleErrors,
}) => {
  // The refusal is the API's 409, which the browser logs.
  consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/owner\/promo-codes\)/);
  const code = uniqueCode("WINTER");
  await openPromoCodes(page);
  for (const attempt of ["first", "again"]) {
    await page.getByRole("button", { name: "Add promo code" }).click();
    const form = page.getByRole("dialog", { name: "Add promo code" });
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByLabel("Discount", { exact: true }).selectOption({ label: "An amount off" });
    await form.getByLabel("Amount off (€)").fill("15.50");
    await form.getByRole("button", { name: "Add promo code" }).click();
    if (attempt === "first") {
      await expect(form).toBeHidden();
      continue;
    }
    await expect(form.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(`There is already a promo code ${code}`)).toBeVisible();
    await expect(form.getByLabel("Code", { exact: true })).toBeFocused();
    await expectAccessible(page, "the 'Add promo code' dialog with a refused code");
    await form.getByRole("button", { name: "Close" }).click();
  }
  const rows = page.getByRole("row").filter({ hasText: code });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("€15.50 off the nights");
  await expect(rows).toContainText("0 used");

  await rows.getByRole("button", { name: `Remove ${code}` }).click();
  const remove = page.getByRole("dialog", { name: `Remove ${code}?` });
  await remove.getByRole("button", { name: "Remove code" }).click();
  await expect(rows).toHaveCount(0);
});
