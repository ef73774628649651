import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, test } from "./fixtures";

/** 'Tell me when it frees up' (issue 19), on a weekend another guest holds. */

test("a guest who finds a weekend taken leaves an address and is mailed a link to confirm the alert", async ({
  page,
  request,
  mailbox,
  properties,
}) => {
  // A weekend no other spec books.
  const friday = upcoming(FRIDAY, 196);
  const home = properties.find((p) => p.minStayDuration <= 3 && p.maxGuests >= 2)!;
  const held = await request.post("/api/public/bookings", {
    data: {
      propertyId: home.id,
      startDate: friday,
      endDate: addDays(friday, 3),
      guestCount: 2,
      guestName: "Ines Holder",
      guestEmail: "ines.holder@example.com",
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  // The link an alert mails opens the dialog on its stay.
  await page.goto(
    `/properties/${home.id}?startDate=${friday}&endDate=${addDays(friday, 3)}&persons=2&book=1`,
  );
  const dialog = page.getByRole("dialog", { name: `Book ${home.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This property is not available for the selected dates",
  );

  const email = "waiting.guest@example.com";
  await dialog.getByLabel("E-mail address").fill(email);
  await dialog.getByRole("button", { name: "Tell me when it frees up" }).click();
  await expect(dialog.getByText("Check your inbox to confirm the alert.")).toBeVisible();

  // The subject, with its dash, arrives as an encoded word: the link is what the test reads.
  const mail = await mailbox.messageTo(email, /\/alerts\/confirm\?token=/);
  const link = /https?:\/\/\S+\/alerts\/confirm\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, "the confirmation link").toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "Alert confirmed" })).toBeVisible();
});
