import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Photo } from "./photo";

const url = "/api/public/images/property/p1";
const srcsetOf = (html: string) =>
  /srcSet="([^"]*)"/
    .exec(html)?.[1]
    ?.split(", ")
    .map((candidate) => candidate.split(" ")[1]);

function render(props: Parameters<typeof Photo>[0]): string {
  return renderToStaticMarkup(createElement(Photo, props));
}

describe("a home's photo", () => {
  it("offers the widths from a third of the narrowest screen up for a card, the largest as src", () => {
    const html = render({
      imageId: "p1",
      alt: "The villa",
      sizes: "(min-width: 1280px) 384px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    });
    expect(srcsetOf(html)).toEqual([
      "256w",
      "384w",
      "640w",
      "750w",
      "828w",
      "1080w",
      "1200w",
      "1600w",
    ]);
    expect(html).toContain(`src="${url}?w=1600"`);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });

  it("offers every width when the sizes name no share of the screen", () => {
    const html = render({ imageId: "p1", alt: "", sizes: "288px" });
    expect(srcsetOf(html)).toHaveLength(10);
  });

  it("fetches the page's main photo at once and first", () => {
    const html = render({ imageId: "p1", alt: "", sizes: "100vw", eager: true, priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(srcsetOf(html)?.[0]).toBe("640w");
  });
});
