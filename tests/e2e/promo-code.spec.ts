import { randomUUID } from "node:crypto";
import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { MONDAY, upcoming } from "../support/dates";
import {
  amountOf,
  expect,
  openBookingDialog,
  openProperty,
  quotedTotal,
  shownDay,
  signInGuest,
  test,
  axeViolations,
} from "./fixtures";

// Sign-in, dialog, booking page, checkout and the booking's page: a long journey on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A seeded apartment whose midweek 33 weeks ahead no other spec books (extras.spec.ts lists the
 * weeks others take); booked that far ahead, a 30% deposit is paid now.
 */
const HOME = "Old Town Apartment, Malmedy";

test("a guest applies the owner's midweek code in the booking dialog and pays the discounted deposit", async ({
  page,
  request,
  playwright,
  baseURL,
  mailbox,
  properties,
  consoleErrors,
}) => {
  // The browser logs the quote's 400 for the wrong code the guest tries.
  consoleErrors.allow(/quote\?.*promoCode=SUMMER-2020/);
  const home = properties.find((property) => property.name === HOME)!;
  const code = `MIDWEEK-${randomUUID().slice(0, 6).toUpperCase()}`;
  // The owner's midweek promotion, made in the back office's API as the signed-in owner.
  const owner = await playwright.request.newContext({
    baseURL,
    storageState: process.env.E2E_OWNER_STATE,
  });
  const { csrfToken } = (await (await owner.get("/api/owner/session")).json()) as {
    csrfToken: string;
  };
  const made = await owner.post("/api/owner/promo-codes", {
    data: { code, kind: "percent", value: 20, stayKinds: ["midweek"], maxUses: 5 },
    headers: { "x-csrf-token": csrfToken, origin: new URL(baseURL!).origin },
  });
  expect(made.status()).toBe(201);
  await owner.dispose();

  const monday = upcoming(MONDAY, 231);
  const stay = { startDate: monday, endDate: addDays(monday, 4) };
  const full = await quotedTotal(request, home, stay);
  const discounted = await quotedTotal(request, home, stay, { promoCode: code });
  expect(discounted).toBeLessThan(full);

  await signInGuest(page, mailbox, "Lotte Jacobs", `promo-${randomUUID().slice(0, 8)}@example.com`);
  await openProperty(page, home);
  const dialog = await openBookingDialog(page, home.name);
  await (await shownDay(dialog, stay.startDate)).click();
  await (await shownDay(dialog, stay.endDate)).click();
  await expect(amountOf(dialog, "Total")).toHaveText(formatEuros(full));

  await dialog.getByRole("button", { name: "Have a promo code?" }).click();
  const field = dialog.getByRole("textbox", { name: "Promo code" });
  await expect(field).toBeFocused();
  // A code that does not exist: said by the field, and the price stays as it was.
  await field.fill("SUMMER-2020");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This code is not valid for these dates");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(amountOf(dialog, "Total")).toHaveText(formatEuros(full));

  // Typed as guests type: small letters, and Enter applies it.
  await field.fill(code.toLowerCase());
  await field.press("Enter");
  await expect(
    dialog.getByRole("status").filter({ hasText: `Code ${code} applied` }),
  ).toBeVisible();
  await expect(amountOf(dialog, `Promo code ${code}`)).toHaveText(
    formatEuros(-(full - discounted)),
  );
  await expect(amountOf(dialog, "Total")).toHaveText(formatEuros(discounted));
  expect(await axeViolations(page), "the dialog with a promo code applied").toEqual([]);

  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/new\\?.*promo=${code}`));
  const summary = page.getByRole("complementary", { name: "Booking summary" });
  await expect(amountOf(summary, `Promo code ${code}`)).toHaveText(
    formatEuros(-(full - discounted)),
  );
  await expect(amountOf(summary, "Total")).toHaveText(formatEuros(discounted));
  await expect(page.getByRole("status").filter({ hasText: `Code ${code} applied` })).toBeVisible();

  // The deposit is 30% of the discounted price.
  const deposit = Math.round(discounted * 30) / 100;
  await page.getByRole("button", { name: `Pay the ${formatEuros(deposit)} deposit` }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText(formatEuros(deposit)).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();

  await page.getByRole("link", { name: "View Booking Details" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const prices = page.getByRole("main");
  await expect(amountOf(prices, `Promo code ${code}`)).toHaveText(
    formatEuros(-(full - discounted)),
  );
  await expect(amountOf(prices, "Total")).toHaveText(formatEuros(discounted));
});
