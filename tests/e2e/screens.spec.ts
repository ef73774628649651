import type { Locator, Page } from "@playwright/test";
import type { Property } from "@/features/properties";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { messagesIn } from "../support/messages";
import { bookThroughApi, classConflicts, expect, signInGuest, test } from "./fixtures";
import { signedInOwner } from "./owner";
import { UNREVIEWED_STAY } from "./past-stay";

/**
 * What the key screens look like (issue 33), compared with committed pictures
 * (screens.spec.ts-snapshots/), so a layout regression such as a header that overflows a phone
 * fails the suite. Taken with Debian's Chromium headless shell and its fonts (fonts-liberation,
 * fonts-dejavu), as CI has them; what changes with the day or with other specs' bookings is
 * masked. After a change meant to alter a screen: `npx playwright test screens
 * --update-snapshots`, then look at the new pictures before committing them.
 */

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A seeded home no other spec books (four nights at least), so only its dates change. */
const HOME = "Villa du Lac des Doyards";

/** Whether every image on screen has arrived: photos load lazily, and are resized on first ask. */
function screenImagesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await expect
    .poll(() => screenImagesLoaded(page), { message: `the photos on ${name}` })
    .toBe(true);
  expect
    .soft(await classConflicts(page), `classes setting one property twice on ${name}`)
    .toEqual([]);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask,
    // Anti-aliasing varies by a few pixels between runs of the same Chromium.
    maxDiffPixelRatio: 0.01,
  });
}

async function seededHome(page: Page): Promise<Property> {
  const homes = (await (await page.request.get("/api/public/properties")).json()) as Property[];
  const home = homes.find((h) => h.name === HOME);
  expect(home, `the seeded home ${HOME}`).toBeDefined();
  return home!;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const locale of ["en", "nl"] as const) {
    const prefix = locale === "en" ? "" : `/${locale}`;

    test.describe(`the guest's screens at ${size} size in ${locale}`, () => {
      test.use({ viewport, locale: locale === "en" ? "en-BE" : "nl-BE" });

      test("the homes, a home, its booking dialog and the booking page", async ({ page }) => {
        await page.goto(`${prefix}/properties`);
        await expect(page.getByRole("article").first()).toBeVisible();
        // Other specs add homes to the list; its cards keep their size.
        await expectScreen(page, `${size}-${locale}-properties`, [page.getByRole("article")]);

        const home = await seededHome(page);
        await page.goto(`${prefix}/properties/${home.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const nextStays = page.getByRole("region").filter({ has: page.getByRole("list") });
        await expectScreen(page, `${size}-${locale}-home`, [nextStays]);

        await page.getByRole("button", { name: messagesIn(locale)("booking.bookNow") }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("grid")).toBeVisible();
        // The month shown is this month, its prices and free days today's.
        await expectScreen(page, `${size}-${locale}-booking-dialog`, [
          dialog.getByRole("grid"),
          dialog.getByRole("status"),
        ]);

        const friday = upcoming(FRIDAY, 140);
        const query = new URLSearchParams({
          propertyId: home.id,
          startDate: `${friday}T13:00:00.000Z`,
          endDate: `${addDays(friday, 7)}T08:00:00.000Z`,
          persons: "2",
        });
        await page.goto(`${prefix}/booking/new?${query}`);
        const summary = page.getByRole("complementary");
        await expect(summary.getByText(home.name)).toBeVisible();
        // Where the summary is on screen its price loads (masked, but taller than the
        // 'Calculating' line); on a phone it waits below the fold, calculating.
        if (size === "desktop") {
          await expect(summary.getByText(messagesIn(locale)("pricing.calculating"))).toHaveCount(0);
        }
        // The stay's dates, and its price and deposit's due date, which follow the season and today.
        await expectScreen(page, `${size}-${locale}-booking-page`, [
          summary.locator("dd"),
          summary.locator("[aria-live]"),
        ]);
      });
    });
  }

  test.describe(`the review form at ${size} size`, () => {
    test.use({ viewport });

    test("the form a past stay's mail opens, in English and Dutch", async ({ page, mailbox }) => {
      const mail = await mailbox.messageTo(UNREVIEWED_STAY.guestEmail, /\/reviews\/write\?token=/);
      const path = /\/reviews\/write\?token=[\w-]+/.exec(mail)![0];
      for (const locale of ["en", "nl"] as const) {
        await page.goto(`${locale === "en" ? "" : `/${locale}`}${path}`);
        await expect(
          page.getByRole("button", { name: messagesIn(locale)("reviews.publish") }),
        ).toBeVisible();
        // The stay's dates follow today.
        await expectScreen(page, `${size}-${locale}-review-form`, [
          page.getByText(`${UNREVIEWED_STAY.home}, `),
        ]);
      }
    });
  });

  test.describe(`a signed-in guest's screens at ${size} size`, () => {
    test.use({ viewport });

    test("My Bookings and a booking's page, in English and Dutch", async ({ page, mailbox }) => {
      test.setTimeout(90_000);
      const email = `screens-${size}@example.com`;
      const token = await signInGuest(page, mailbox, "Ilse Screenshot", email);
      const home = await seededHome(page);
      // A week of its own for each size, far enough ahead that every refund date is still to come.
      const friday = upcoming(FRIDAY, size === "phone" ? 161 : 168);
      const booking = await bookThroughApi(page.request, token, {
        propertyId: home.id,
        startDate: friday,
        endDate: addDays(friday, 7),
        guestName: "Ilse Screenshot",
        guestEmail: email,
      });
      for (const prefix of ["", "/nl"]) {
        const locale = prefix === "" ? "en" : "nl";
        const main = page.getByRole("main");
        // Dates, amounts and times follow today and the season: masked, their places kept.
        const changing = [main.locator("dd, time"), main.getByText(/€/)];
        await page.goto(`${prefix}/bookings`);
        await expect(main.getByRole("article")).toHaveCount(1);
        await expectScreen(page, `${size}-${locale}-my-bookings`, changing);
        await page.goto(`${prefix}/bookings/${booking.id}`);
        await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
        await expectScreen(page, `${size}-${locale}-a-booking`, [
          ...changing,
          main.getByText(/2026|2027|2028/),
        ]);
      }
    });
  });

  test.describe(`the owner's screens at ${size} size`, () => {
    test.use({ ...signedInOwner, viewport });

    test("a new home's form", async ({ page }) => {
      await page.goto("/owner/homes/new");
      await expect(page.getByRole("heading", { name: "Add a home", level: 1 })).toBeVisible();
      await expectScreen(page, `${size}-owner-new-home`);
    });

    test("the tops of Today, the bookings and the calendar", async ({ page }) => {
      // Below their tops these pages list what other specs booked, blocked and were mailed.
      const top = { x: 0, y: 0, width: viewport.width, height: 320 };
      for (const [path, heading] of [
        ["/owner", "Today"],
        ["/owner/bookings", "Bookings"],
        ["/owner/calendar", "Calendar"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
        const main = page.getByRole("main");
        expect
          .soft(await classConflicts(page), `classes setting one property twice on ${path}`)
          .toEqual([]);
        await expect(page).toHaveScreenshot(`${size}-owner${path.replace(/\//g, "-")}.png`, {
          clip: top,
          mask: [main.locator("h1 ~ *")],
          maxDiffPixelRatio: 0.01,
        });
      }
    });
  });
}
