import { formatEuros } from "@/lib/money";
import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, signedInOwner } from "./owner";
import { DEPOSIT_STAY } from "./past-stay";

test.use(signedInOwner);

test("the owner keeps part of a stay's security deposit for damage, the guest is mailed why, and the rest goes back", async ({
  page,
  mailbox,
  properties,
}) => {
  const home = properties.find((property) => property.name === DEPOSIT_STAY.home)!;
  await openBackOffice(page);
  // Today lists the deposit held for the stay that ended four days ago.
  const toDecide = page.getByRole("region", { name: "Security deposits to decide" });
  await expect(toDecide).toContainText(formatEuros(home.securityDeposit));
  await toDecide.getByRole("link", { name: DEPOSIT_STAY.guestName }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(DEPOSIT_STAY.guestName);
  await expect(page.getByText("Paid, held")).toBeVisible();
  await expect(
    page.getByText("Without your decision it goes back to the guest in full on that day."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Keep part of it" }).click();
  const dialog = page.getByRole("dialog", { name: "Keep part of the security deposit?" });
  await dialog.getByLabel("Amount kept (€)").fill("120");
  const reason = "The glass top of the garden table was broken; a new one cost €120.";
  await dialog.getByLabel("Reason").fill(reason);
  await expectAccessible(page, "the 'Keep part of it' dialog");
  await dialog.getByRole("button", { name: "Keep and refund the rest" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Partly kept")).toBeVisible();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep part of it" })).toHaveCount(0);
  const rest = formatEuros(home.securityDeposit - 120);
  await expect(
    page.getByText(new RegExp(`^${rest.replace(/[.$]/g, "\\$&")} · security deposit`)),
  ).toBeVisible();

  const mail = await mailbox.messageTo(
    DEPOSIT_STAY.guestEmail,
    /Subject: About your security deposit/,
  );
  expect(mail).toContain("the owner keeps €120.00 of your security deposit");
  expect(mail).toContain(reason);
  expect(mail).toContain(`We are refunding the rest, ${rest}, today`);
});
