import de from "../../messages/de.json" with { type: "json" };
import nl from "../../messages/nl.json" with { type: "json" };
import { expect, test } from "./fixtures";

const OWNER = "owner@ardennes-stays.example";

test.describe("the contact page", () => {
  test("shows phone, e-mail, address and business hours Monday-Friday 9:00-18:00", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const details = page.getByRole("region", { name: "Get in Touch" });
    await expect(details.getByRole("link", { name: "+32 84 21 45 67" })).toBeVisible();
    await expect(details.getByRole("link", { name: "hello@ardennes-stays.example" })).toBeVisible();
    await expect(details).toContainText("6940 Durbuy, Belgium");
    await expect(details).toContainText("Monday-Friday 9:00-18:00");
  });

  test("names every missing field and the malformed e-mail, and sends nothing", async ({
    page,
  }) => {
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/public/contact")) posted++;
    });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Valid email is required")).toBeVisible();
    await expect(form.getByText("Subject is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name").fill("Ann Peeters");
    await form.getByLabel("Email").fill("ann.example.com");
    await form.getByLabel("Subject").fill("Dogs?");
    await form.getByLabel("Message").fill("May we bring our dog?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Valid email is required")).toBeVisible();
    await expect(form.getByText("Name is required")).toBeHidden();
    expect(posted).toBe(0);
  });

  test("sends the message, says 'Sending...' meanwhile, and the owner receives it", async ({
    page,
    mailbox,
  }) => {
    const subject = `Late arrival ${Date.now()}`;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/public/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByLabel("Name").fill("Ann Peeters");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We arrive around 21:00 on Friday. Is that fine?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeVisible();
    release();

    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue("");
    const mail = await mailbox.messageTo(OWNER, new RegExp(`Subject: Contact form: ${subject}`));
    expect(mail).toContain("We arrive around 21:00 on Friday. Is that fine?");
    expect(mail).toMatch(/Reply-To: ann@example\.com/i);
  });

  test("keeps what was typed and says so when sending fails", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await page.route("**/api/public/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Service unavailable", code: "SERVICE_UNAVAILABLE" }),
      }),
    );
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByLabel("Name").fill("Ann Peeters");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Subject").fill("Question");
    await form.getByLabel("Message").fill("Is the sauna wood-fired?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Is the sauna wood-fired?");
  });
});

test("the contact page in German: details, labels and what the form says are missing", async ({
  page,
}) => {
  const { meta, page: texts, form } = de.contact;
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/public/contact")) posted++;
  });
  await page.goto("/de/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(`${meta.title} | ${de.layout.titleSuffix}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(meta.title);
  const details = page.getByRole("region", { name: texts.detailsHeading });
  await expect(details).toContainText(de.layout.hours);
  await expect(details).toContainText(`6940 Durbuy, ${de.layout.country}`);

  const contactForm = page.getByRole("region", { name: texts.formHeading });
  await contactForm.getByLabel(form.name).fill("Anna Schmitz");
  await contactForm.getByLabel(form.email).fill("anna.example.com");
  await contactForm.getByRole("button", { name: form.send }).click();
  await expect(contactForm.getByText(de.errors.fields.emailInvalid)).toBeVisible();
  await expect(contactForm.getByText(de.errors.fields.subjectMissing)).toBeVisible();
  await expect(contactForm.getByText(de.errors.fields.messageMissing)).toBeVisible();
  await expect(contactForm.getByText(de.errors.fields.nameMissing)).toHaveCount(0);
  await expect(contactForm.getByLabel(form.email)).toBeFocused();
  expect(posted).toBe(0);
});

test.describe("the newsletter box", () => {
  test("in the Dutch footer: asks for an address in Dutch, then subscribes", async ({ page }) => {
    const texts = nl.newsletter.box;
    await page.goto("/nl/properties");
    const box = page.getByRole("region", { name: nl.layout.newsletter });
    await box.getByRole("button", { name: texts.subscribe }).click();
    await expect(box.getByRole("alert")).toHaveText(texts.missingEmail);
    await box.getByLabel(texts.email).fill("lezer.example.com");
    await box.getByRole("button", { name: texts.subscribe }).click();
    await expect(box.getByRole("alert")).toHaveText(texts.invalidEmail);
    await box.getByLabel(texts.email).fill(`lezer-${Date.now()}@example.com`);
    await box.getByRole("button", { name: texts.subscribe }).click();
    await expect(box.getByRole("status")).toHaveText(texts.subscribed);
  });

  test("asks for a valid address before subscribing", async ({ page }) => {
    await page.goto("/properties");
    const box = page.getByRole("region", { name: "Newsletter" });
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toHaveText("Please enter your e-mail address.");
    await box.getByLabel("E-mail address").fill("reader.example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  });

  test("subscribes once the mailed link is followed, and can unsubscribe from there", async ({
    page,
    mailbox,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto("/properties");
    const box = page.getByRole("region", { name: "Newsletter" });
    await box.getByLabel("E-mail address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Thank you for subscribing! A confirmation e-mail is on its way.",
    );

    const mail = await mailbox.messageTo(email, /newsletter\/confirm\?token=/);
    expect(mail).toContain("Subject: Confirm your subscription to the Ardennes Stays newsletter");
    expect(mail).not.toMatch(/unsubscribe/i);
    const link = /(http:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    await expect(page.getByText(/r\*\*\*@example\.com will receive/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();

    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expect(page.getByText(/Unsubscribe r\*\*\*@example\.com/)).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You have been unsubscribed. You will not receive our newsletter any more.",
    );
    await page.reload();
    await expect(page.getByText("is not subscribed to our newsletter any more")).toBeVisible();
  });

  test("an unknown confirmation link says it is not valid or has expired", async ({ page }) => {
    await page.goto(`/newsletter/confirm?token=${"x".repeat(32)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This confirmation link is not valid or has expired. To subscribe, enter your e-mail address in the newsletter box at the bottom of any page.",
    );
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toHaveCount(0);
  });

  test("an unknown unsubscribe link says it is not valid", async ({ page }) => {
    await page.goto(`/newsletter/unsubscribe?token=${"x".repeat(32)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This unsubscribe link is not valid.",
    );
  });
});
