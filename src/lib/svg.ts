import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** An icon may point at its own parts (a gradient, a clip path); anything else loads or runs. */
const LOCAL_REFERENCE = /^#[\w.:-]+$/;
const REFERENCE_ATTRIBUTES = new Set(["href", "xlink:href"]);
/** `url(...)` in a presentation attribute (fill, filter, mask) that is not `url(#id)`. */
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i;
/** Browsers skip whitespace and control characters inside a scheme: `jav&#9;ascript:` runs. */
const SKIPPED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]+/g;
const SCRIPT_OR_DATA_SCHEME = /(?:javascript|vbscript|data):/i;

function createPurifier(): ReturnType<typeof createDOMPurify> {
  const purify = createDOMPurify(new JSDOM("").window);
  // DOMPurify lets https: and data: image URLs through; stored icons need neither, and either
  // would make a decorative icon fetch from elsewhere or carry a document of its own.
  purify.addHook("uponSanitizeAttribute", (_node, event) => {
    const value = event.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(event.attrName) && !LOCAL_REFERENCE.test(value)) {
      event.keepAttr = false;
    } else if (FOREIGN_URL.test(value)) {
      event.keepAttr = false;
    } else if (SCRIPT_OR_DATA_SCHEME.test(value.replace(SKIPPED_IN_SCHEME, ""))) {
      event.keepAttr = false;
    }
  });
  return purify;
}

/**
 * Cleans SVG icon markup before it is stored: only SVG elements and attributes survive;
 * scripts, event handlers, foreign objects, inline styles and references outside the icon
 * itself are removed.
 */
export function sanitizeSvg(markup: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "style"],
    // Presentation attributes draw an icon; a style attribute could lay it over the page.
    FORBID_ATTR: ["style"],
  });
}
