import { randomUUID } from "node:crypto";
import { LOCALES, localizedPath, type Locale } from "@/i18n/locales";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import {
  axeViolations,
  bookThroughApi,
  classConflicts,
  expect,
  signInGuest,
  test,
} from "./fixtures";

// Weeks of their own, one per language (accessibility.spec.ts holds FRIDAY+77 to +98).
const axeFriday = (locale: Locale) => upcoming(FRIDAY, 105 + 7 * LOCALES.indexOf(locale));

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every rule axe-core has (WCAG 2.2 A and AA, best practices and the experimental ones), of
 * every impact, on every guest page in every language on a phone (issue 38). The dialogs, forms
 * and keyboard paths are in accessibility.spec.ts, at a desktop's width.
 */
for (const locale of LOCALES) {
  test(`every guest page in ${locale}, on a phone, passes every axe rule`, async ({
    page,
    mailbox,
    properties,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of 404/);
    const home = properties.find((p) => p.minStayDuration <= 3 && p.images.length > 0)!;
    const friday = axeFriday(locale);
    const stay = {
      propertyId: home.id,
      startDate: `${friday}T13:00:00.000Z`,
      endDate: `${addDays(friday, 3)}T08:00:00.000Z`,
      persons: "2",
    };
    const signedOut = [
      "/properties",
      `/properties/${home.id}`,
      `/booking/new?${new URLSearchParams(stay)}`,
      "/auth/login",
      "/about",
      "/contact",
      "/faq",
      "/gift-vouchers",
      "/terms",
      "/privacy",
      "/newsletter/confirm",
      "/alerts/unsubscribe",
      "/reviews/write",
      "/no-such-page",
    ];
    const at = (path: string) => localizedPath(path, locale);
    const check = async (path: string) => {
      const response = await page.goto(at(path));
      expect(response?.status(), at(path)).toBe(path === "/no-such-page" ? 404 : 200);
      await expect(page.locator("h1").first()).toBeVisible();
      const found = (await axeViolations(page)).map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
      );
      expect.soft(found, `axe on ${at(path)}`).toEqual([]);
      expect
        .soft(await classConflicts(page), `classes setting one property twice on ${at(path)}`)
        .toEqual([]);
    };
    for (const path of signedOut) await check(path);

    const email = `axe-${locale}-${randomUUID().slice(0, 8)}@example.com`;
    const token = await signInGuest(page, mailbox, "Axe Reader", email);
    const booked = await bookThroughApi(page.request, token, {
      propertyId: home.id,
      startDate: friday,
      endDate: addDays(friday, 3),
      guestName: "Axe Reader",
      guestEmail: email,
    });
    for (const path of ["/bookings", `/bookings/${booked.id}`, "/profile"]) await check(path);
  });
}
