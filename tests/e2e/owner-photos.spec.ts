import type { Property } from "@/features/properties";
import { expect, test } from "./fixtures";
import { expectAccessible, openBackOffice, photosOnDisk, signedInOwner } from "./owner";

test.use(signedInOwner);

test("the owner uploads two photos, moves one earlier by keyboard, makes it the cover, and guests see it first", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const homes = (await (await request.get("/api/public/properties")).json()) as Property[];
  const home = homes.at(-1)!;
  const files = await photosOnDisk();
  await openBackOffice(page);

  await page.goto(`/owner/homes/${home.id}/photos`);
  await expect(
    page.getByRole("heading", { name: `Photos of ${home.name}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home" })).toHaveAttribute(
    "href",
    `/owner/homes/${home.id}`,
  );
  const list = page.getByRole("list", { name: "Photos" });
  const before = await list.getByRole("listitem").count();

  await page.getByLabel("Add photos").setInputFiles(files);

  await expect(page.getByText("sauna.jpg (added)")).toBeVisible();
  await expect(page.getByText("terrace.jpg (added)")).toBeVisible();
  const count = before + 2;
  await expect(list.getByRole("listitem")).toHaveCount(count);
  await expectAccessible(page, "/owner/homes/{id}/photos");

  const last = list.getByRole("listitem").nth(count - 1);
  await last.getByLabel("Description", { exact: true }).fill("The sauna in the garden");
  await last.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Description saved." })).toBeAttached();
  const sauna = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: "The sauna in the garden" }) });

  await sauna.getByRole("button", { name: "Move earlier" }).focus();
  await page.keyboard.press("Enter");

  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Photo moved to position ${count - 1} of ${count}.` }),
  ).toBeAttached();
  await expect(list.getByRole("listitem").nth(count - 2)).toContainText(
    `Photo ${count - 1} of ${count}`,
  );
  await expect(
    list
      .getByRole("listitem")
      .nth(count - 2)
      .getByRole("img"),
  ).toHaveAttribute("alt", "The sauna in the garden");

  await sauna.getByRole("button", { name: "Make cover" }).click();

  await expect(list.getByRole("listitem").first().getByRole("img")).toHaveAttribute(
    "alt",
    "The sauna in the garden",
  );
  await expect(list.getByRole("listitem").first()).toContainText("Cover");

  await expectAccessible(page, "/owner/homes/{id}/photos with a cover");

  await page.goto(`/properties/${home.id}`);
  await expect(
    page.getByRole("button", { name: `Open photo 1 of ${count}: The sauna in the garden` }),
  ).toBeVisible();
});
