import { expect, openProperty, test, axeViolations } from "./fixtures";
import { signedInOwner } from "./owner";
import { OLDER_REVIEWS, PAST_STAY } from "./past-stay";

/** Reviews from real stays (issue 34; docs/decisions/0057), as guests read them. */

test("a home's reviews show 'Stayed in' their month and say how reviews are checked", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.rating.count > 1)!;
  await openProperty(page, property);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const tab = page.getByRole("tabpanel", { name: "Reviews" });
  await expect(tab.getByRole("article").first()).toBeVisible();
  await expect(tab.getByText(/^Stayed in [A-Z][a-z]+ \d{4}$/).first()).toBeVisible();
  await expect(tab.getByText("Written in English").first()).toBeVisible();
  await expect(
    tab.getByText(
      "Only guests who booked and stayed here through this site can write a review, one per stay.",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    tab.getByText(/(review|reviews) of this home (has|have) been hidden\.$/),
  ).toBeVisible();
  // The tab's click scrolls the page under the sticky header, which axe would count as links
  // crowding the content below them.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
});

test("a home with more reviews than a page shows the next ones when a guest asks for them", async ({
  page,
  properties,
}) => {
  await openProperty(
    page,
    properties.find((p) => p.name === OLDER_REVIEWS.home)!,
  );
  await page.getByRole("tab", { name: "Reviews" }).click();
  const tab = page.getByRole("tabpanel", { name: "Reviews" });
  await expect(tab.getByRole("article")).toHaveCount(10);
  await tab.getByRole("button", { name: "Show more reviews" }).click();
  await expect(
    tab.getByRole("article", { name: `Review by Guest ${OLDER_REVIEWS.count}` }),
  ).toBeVisible();
  expect(await tab.getByRole("article").count()).toBeGreaterThan(10);
  await expect(tab.getByRole("button", { name: "Show more reviews" })).toBeHidden();
});

test("a review link that is not valid says so and leads to My Bookings, in English and Dutch", async ({
  page,
}) => {
  await page.goto("/reviews/write?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await expect(page.getByText("This review link is not valid.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Bookings" })).toHaveAttribute(
    "href",
    "/bookings",
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/nl/reviews/write");
  await expect(
    page.getByText("Deze beoordelingslink is niet geldig.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Naar Mijn boekingen" })).toHaveAttribute(
    "href",
    "/nl/bookings",
  );
});

test("a guest follows the mailed link after the stay, writes a review, and the home's page shows it with the owner's answer", async ({
  page,
  browser,
  mailbox,
  properties,
}) => {
  test.setTimeout(90_000);
  const home = properties.find((p) => p.name === PAST_STAY.home)!;
  const mail = await mailbox.messageTo(PAST_STAY.guestEmail, /Subject: How was your stay/);
  const link = /https?:\/\/[^\s"<>]+\/reviews\/write\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, "the mail's link to the review form").toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Review your stay" })).toBeVisible();
  await expect(page.getByText(`${PAST_STAY.home}, `, { exact: false }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Sent without a rating and with too short a text: both are asked for, nothing is sent.
  const comment = page.getByLabel("Your review");
  await comment.fill("Too short.");
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(page.getByText("Write 20 to 2,000 characters")).toBeVisible();
  await expect(page.getByText("10 of 2,000 characters")).toBeVisible();

  const text = "The stove kept us warm after long walks along the river. We'd come back any time.";
  await page
    .getByRole("group", { name: "Overall rating" })
    .locator("label", { hasText: /^5 stars$/ })
    .click();
  await page
    .getByRole("group", { name: "Cleanliness (optional)" })
    .locator("label", { hasText: /^4 stars$/ })
    .click();
  await comment.fill(text);
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Thank you: your review is on the home's page.")).toBeVisible();

  // The link is spent: opened again, it shows the review written, not a second form.
  await page.goto(link!);
  await expect(page.getByText("You have reviewed this stay. Thank you!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish review" })).toHaveCount(0);

  // The owner answers it from the back office.
  const office = await browser.newContext({
    ...signedInOwner,
    baseURL: new URL(link!).origin,
  });
  const owner = await office.newPage();
  await owner.goto("/owner/reviews?unanswered=true");
  const waiting = owner.getByRole("article", {
    name: `${PAST_STAY.guestName.split(" ")[0]} about ${PAST_STAY.home}`,
  });
  await waiting.getByRole("button", { name: /^Answer / }).click();
  await waiting
    .getByLabel("Your answer")
    .fill("Thank you, Sofie! The stove is the heart of the house.");
  await waiting.getByRole("button", { name: "Publish answer" }).click();
  await expect(waiting.getByRole("status")).toHaveText("Answer published.");
  await office.close();

  await openProperty(page, home);
  await page.getByRole("tab", { name: "Reviews" }).click();
  const review = page
    .getByRole("tabpanel", { name: "Reviews" })
    .getByRole("article", { name: `Review by ${PAST_STAY.guestName.split(" ")[0]}` });
  await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByText(/^Stayed in [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(review.getByText("The owner's answer")).toBeVisible();
  await expect(
    review.getByText("Thank you, Sofie! The stove is the heart of the house."),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
});
