import { expect, openProperty, test, wcagViolations } from "./fixtures";

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
  expect(await wcagViolations(page)).toEqual([]);
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
  expect(await wcagViolations(page)).toEqual([]);

  await page.goto("/nl/reviews/write");
  await expect(
    page.getByText("Deze beoordelingslink is niet geldig.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Naar Mijn boekingen" })).toHaveAttribute(
    "href",
    "/nl/bookings",
  );
});
