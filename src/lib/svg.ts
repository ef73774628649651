import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Cleans SVG icon markup before it is stored: only SVG elements and attributes survive,
 * scripts, event handlers and foreign objects are removed.
 */
export function sanitizeSvg(markup: string): string {
  purifier ??= createDOMPurify(new JSDOM("").window);
  return purifier.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "style"],
  });
}
