import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";

/**
 * The owner's side of reviews (issue 34): the Reviews page answers one and hides another, and
 * Today lists those waiting for an answer. A real review needs a stay that has ended, which the
 * suite cannot make; the seed's demo reviews (written without a booking) are answered and hidden
 * as real ones are. These two are recent ones, of homes whose rating no other spec reads.
 */
const ANSWERED = { guest: "Lotte H.", home: "Maison du Parc" };
const HIDDEN = { guest: "Bram S.", home: "Castle View Apartment on the Semois" };
const ANSWER = "Thank you, Lotte!\nThe baths are our favourite morning walk too.";

const PHONE = { width: 390, height: 844 };

/** At a phone's width, the page does not scroll sideways. */
async function expectFitsPhone(page: Page, what: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} does not scroll sideways on a phone`).toBeLessThanOrEqual(PHONE.width);
  if (desktop) await page.setViewportSize(desktop);
}

const reviewOf = (page: Page, { guest, home }: { guest: string; home: string }) =>
  page.getByRole("article", { name: `${guest} about ${home}` });

test.describe("signed in", () => {
  test.use(signedInOwner);

  test("the owner answers a review and hides another; Today lists the reviews to answer", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openBackOffice(page);
    const toAnswer = page.getByRole("region", { name: "Reviews to answer" });
    await expect(
      toAnswer.getByText(/\d+ reviews? (is|are) waiting for your answer\./),
    ).toBeVisible();
    await expect(toAnswer.getByRole("listitem").first()).toHaveText(/· rated \d of 5/);
    await expect(toAnswer.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/owner\/reviews\?unanswered=true#review-[0-9a-f-]{36}$/,
    );
    await expectFitsPhone(page, "Today");

    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Reviews" })
      .click();
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Which reviews" })
      .getByRole("link", { name: /^Waiting for an answer/ })
      .click();
    await expect(page).toHaveURL(/\/owner\/reviews\?unanswered=true$/);
    await expect(page.getByRole("status").first()).toHaveText(
      /^\d+ reviews waiting for an answer, showing 1 to 20\.$/,
    );
    // The seed's 40 reviews take two pages; the next keeps the filter.
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }),
    ).toHaveAttribute("href", "/owner/reviews?unanswered=true&offset=20");

    const review = reviewOf(page, ANSWERED);
    await expect(review.getByText("Waiting for an answer")).toBeVisible();
    await expect(
      review.getByText(/^Stayed in September 2026 · Written .+, in English$/),
    ).toBeVisible();
    await expect(review.getByText("Walked to the thermal baths every morning.")).toBeVisible();
    await expect(review.getByRole("definition")).toHaveText(["5 of 5"]);
    await expectAccessible(page, "/owner/reviews");
    await expectFitsPhone(page, "/owner/reviews");

    // The same review open in a second tab, to be answered there too once it has its answer.
    const otherTab = await page.context().newPage();
    await otherTab.goto("/owner/reviews?unanswered=true");
    await reviewOf(otherTab, ANSWERED)
      .getByRole("button", { name: `Answer ${ANSWERED.guest}` })
      .click();
    await otherTab.getByLabel("Your answer").fill("A second answer");

    await review.getByRole("button", { name: `Answer ${ANSWERED.guest}` }).click();
    const form = review.getByRole("form", { name: `Answer ${ANSWERED.guest}` });
    const field = form.getByLabel("Your answer");
    await expect(field).toBeFocused();
    await field.fill(ANSWER);
    await expect(form.getByText(`${ANSWER.length} of 2,000 characters`)).toBeVisible();
    const publish = form.getByRole("button", { name: "Publish answer" });
    await expect(publish).toHaveAccessibleDescription(
      "Shown under the review on the home’s page. It cannot be changed later.",
    );
    await expectAccessible(page, "the answer form");
    await publish.click();
    // Still in view in the list of reviews waiting for an answer: with its answer, and said so.
    await expect(review.getByRole("status")).toHaveText("Answer published.");
    await expect(form).toBeHidden();
    await expect(review.getByText("Answered", { exact: true })).toBeVisible();
    await expect(review.getByText(/^Your answer · published /)).toBeVisible();
    await expect(review.getByText(/^Thank you, Lotte!\s+The baths/)).toBeVisible();
    await expect(review.getByRole("button", { name: /^Answer/ })).toHaveCount(0);

    // The other tab's answer is refused, in the API's words, in its form.
    await otherTab.getByRole("button", { name: "Publish answer" }).click();
    await expect(
      otherTab.getByRole("form", { name: `Answer ${ANSWERED.guest}` }).getByRole("alert"),
    ).toHaveText("This review already has an answer");
    await otherTab.close();

    await page.reload();
    await expect(review).toBeHidden();
    await page.goto("/owner/reviews");
    await expect(reviewOf(page, ANSWERED).getByText(/^Thank you, Lotte!/)).toBeVisible();

    const hidden = reviewOf(page, HIDDEN);
    await hidden.getByRole("button", { name: `Hide the review by ${HIDDEN.guest}` }).click();
    const dialog = page.getByRole("dialog", { name: `Hide the review by ${HIDDEN.guest}?` });
    await expect(dialog).toHaveAccessibleDescription(
      "The review leaves the home’s page, the guest is told by e-mail why, and the page says how many reviews were hidden.",
    );
    await expectAccessible(page, "the 'Hide' dialog");
    // A reason is required: without one the dialog stays, asking for it.
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(dialog.getByRole("radio", { name: "Personal data" })).toBeFocused();
    await dialog.getByRole("radio", { name: "Not about the stay" }).check();
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(dialog).toBeHidden();
    await expect(hidden.getByRole("status")).toHaveText("Review hidden.");
    await expect(hidden.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(hidden.getByText(/^Hidden: Not about the stay · /)).toBeVisible();
    await expect(hidden.getByRole("button", { name: /^(Hide|Answer)/ })).toHaveCount(0);

    await page.reload();
    await expect(reviewOf(page, HIDDEN).getByText(/^Hidden: Not about the stay · /)).toBeVisible();
    await page.goto("/owner/reviews?unanswered=true");
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await expect(reviewOf(page, HIDDEN)).toHaveCount(0);
    await expect(reviewOf(page, ANSWERED)).toHaveCount(0);

    // The activity log says both.
    await page.goto("/owner/activity?kind=review");
    await expect(page.getByText(`Answered a review`).first()).toBeVisible();
    await expect(page.getByText(`Hid a review`).first()).toBeVisible();
  });
});

test("without an owner session, /owner/reviews leads to the sign-in page", async ({ page }) => {
  await page.goto("/owner/reviews");
  await expect(page).toHaveURL(/\/owner\/login$/);
});
