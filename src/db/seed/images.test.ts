import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSceneJpeg, RENDERED_CACHE } from "./images";

describe("the seed's pictures", () => {
  it("are drawn once and read back by every later start, the same JPEG byte for byte", async () => {
    const seed = `images-test-${Date.now()}:0`;
    const drawn = await renderSceneJpeg("sauna", seed);
    expect(drawn.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const kept: string[] = [];
    for (const name of await readdir(RENDERED_CACHE)) {
      const file = path.join(RENDERED_CACHE, name);
      if ((await readFile(file)).equals(drawn.data)) kept.push(file);
    }
    expect(kept).toHaveLength(1);
    // What the next start gets is what was kept, not a new drawing.
    const other = await renderSceneJpeg("kitchen", seed);
    await writeFile(kept[0]!, other.data);
    expect((await renderSceneJpeg("sauna", seed)).data.equals(other.data)).toBe(true);
    // A kept file that is no JPEG (cut short) is drawn again.
    await writeFile(kept[0]!, Buffer.from("cut sh"));
    expect((await renderSceneJpeg("sauna", seed)).data.equals(drawn.data)).toBe(true);
  });
});
