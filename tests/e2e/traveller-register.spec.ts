import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import {
  bookThroughApi,
  expect,
  freeHomeFor,
  payInSandboxCheckout,
  signInGuest,
  test,
} from "./fixtures";

/** The traveller register (issue 32, part 5; docs/decisions/0053), as the guest fills it in. */

test("a guest fills in the traveller register of a confirmed stay from the booking's page", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const email = "registering-guest@example.com";
  const token = await signInGuest(page, mailbox, "Lotte Register", email);
  const friday = upcoming(FRIDAY, 40);
  const stay = { startDate: friday, endDate: addDays(friday, 3) };
  const home = await freeHomeFor(request, stay, (h) => h.minStayDuration <= 3);
  const { id } = await bookThroughApi(request, token, {
    propertyId: home.id,
    ...stay,
    guestName: "Lotte Register",
    guestEmail: email,
  });
  await payInSandboxCheckout(page, request, id);

  await page.goto(`/bookings/${id}`);
  const card = page.getByRole("heading", { name: "Traveller register" });
  await expect(card).toBeVisible();
  await page.getByRole("link", { name: "Fill in the traveller register" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}/register$`));
  await expect(page.getByRole("heading", { name: "Traveller register", level: 1 })).toBeVisible();

  // Saving an empty traveller marks what is missing, in the page's words.
  await page.getByRole("button", { name: "Save the register" }).click();
  await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
  const first = page.getByRole("group", { name: "Traveller 1" });
  await expect(first.getByLabel("Surname")).toBeFocused();

  await first.getByLabel("Surname").fill("Register");
  await first.getByLabel("First names").fill("Lotte Anna");
  await first.getByLabel("Place of birth").fill("Gent");
  await first.getByLabel("Date of birth").fill("1988-05-17");
  await first.getByLabel("Nationality").fill("Belgian");
  await page.getByRole("button", { name: "Add a traveller" }).click();
  const second = page.getByRole("group", { name: "Traveller 2" });
  await second.getByLabel("Surname").fill("Register");
  await second.getByLabel("First names").fill("Jonas");
  await second.getByLabel("Place of birth").fill("Utrecht");
  await second.getByLabel("Date of birth").fill("2012-01-30");
  await second.getByLabel("Nationality").fill("Dutch");
  // Two guests booked: no third traveller.
  await expect(page.getByRole("button", { name: "Add a traveller" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save the register" }).click();
  await expect(page.getByText("Saved: 2 travellers.", { exact: false })).toBeVisible();

  // What the server keeps, read back as the owner would see it through the guest's own call.
  const saved = await request.get(`/api/guest/bookings/${id}/register`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await saved.json()).toMatchObject({
    filledBy: "guest",
    travellers: [
      { surname: "Register", firstNames: "Lotte Anna", birthPlace: "Gent", nationality: "Belgian" },
      { firstNames: "Jonas", birthDate: "2012-01-30", nationality: "Dutch" },
    ],
  });

  // The booking's page says it is done; the form keeps what was saved.
  await page.goto(`/bookings/${id}`);
  await expect(page.getByText("Filled in: 2 travellers.")).toBeVisible();
  await page.getByRole("link", { name: "Change the register" }).click();
  await expect(
    page.getByRole("group", { name: "Traveller 2" }).getByLabel("Place of birth"),
  ).toHaveValue("Utrecht");
});
