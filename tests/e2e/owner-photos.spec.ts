import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Property } from "@/features/properties";
import { expect, test } from "./fixtures";
import { enrolAndSignIn, expectAccessible } from "./owner";

const PHOTOS_OWNER = "photos-owner@ardennes-stays.example";

/** Two photos as a camera would leave them on disk: made by sharp, so nothing is downloaded. */
async function photosOnDisk(): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "owner-photos-"));
  const files: string[] = [];
  for (const [name, background] of [
    ["terrace.jpg", "#2f6f4f"],
    ["sauna.jpg", "#b5651d"],
  ] as const) {
    const file = path.join(folder, name);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toFile(file);
    files.push(file);
  }
  return files;
}

test("the owner uploads two photos, moves one earlier by keyboard, makes it the cover, and guests see it first", async ({
  page,
  mailbox,
  request,
}) => {
  test.setTimeout(120_000);
  const homes = (await (await request.get("/api/public/properties")).json()) as Property[];
  const home = homes.at(-1)!;
  const files = await photosOnDisk();
  await enrolAndSignIn(page, mailbox, PHOTOS_OWNER);

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
  await last.getByLabel("Description").fill("The sauna in the garden");
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

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "/owner/homes/{id}/photos at phone width");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/properties/${home.id}`);
  await expect(
    page.getByRole("button", { name: `Open photo 1 of ${count}: The sauna in the garden` }),
  ).toBeVisible();
});
