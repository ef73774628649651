import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg";

/** Known ways to run script or load from elsewhere through SVG markup, by what they try. */
const vectors: [string, string][] = [
  ["a script element", '<svg><script>alert(1)</script><circle r="5"></circle></svg>'],
  [
    "a script element with an external source",
    '<svg><script href="https://evil.example/x.js"/></svg>',
  ],
  ["an onload handler on the root", '<svg onload="alert(1)"><circle r="5"></circle></svg>'],
  ["an upper-case event handler", '<svg><circle r="5" ONCLICK="alert(1)"></circle></svg>'],
  ["a mixed-case event handler", '<svg><circle r="5" OnMouseOver="alert(1)"></circle></svg>'],
  [
    "an onbegin handler on an animation",
    '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>',
  ],
  ["a handler on a nested svg", '<svg><svg onload="alert(1)"></svg></svg>'],
  ["a javascript: link", '<svg><a href="javascript:alert(1)"><circle r="5"></circle></a></svg>'],
  [
    "a javascript: xlink:href",
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  ],
  [
    "an entity-encoded javascript: link",
    '<svg><a href="&#106;&#97;vascript:alert(1)"><circle r="5"></circle></a></svg>',
  ],
  [
    "a javascript: link broken by a tab",
    '<svg><a href="jav&#x09;ascript:alert(1)"><circle r="5"></circle></a></svg>',
  ],
  [
    "a javascript: link after spaces",
    '<svg><a href="   JavaScript:alert(1)"><circle r="5"></circle></a></svg>',
  ],
  [
    "a data: HTML link",
    '<svg><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><circle r="5"></circle></a></svg>',
  ],
  [
    "a data: SVG image with a script inside",
    '<svg><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"></image></svg>',
  ],
  [
    "a data: HTML image via xlink:href",
    '<svg><image xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></image></svg>',
  ],
  [
    "an external tracking image",
    '<svg><image href="https://evil.example/track.png"></image></svg>',
  ],
  [
    "a filter image from a javascript: URL",
    '<svg><filter id="f"><feImage href="javascript:alert(1)"></feImage></filter></svg>',
  ],
  [
    "a use of an external document",
    '<svg><use href="https://evil.example/sprite.svg#icon"></use></svg>',
  ],
  [
    "a use of a data: document",
    '<svg><use href="data:image/svg+xml,&lt;svg id=&quot;x&quot; xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/svg&gt;#x"></use></svg>',
  ],
  [
    "an animate that sets href to javascript:",
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"></animate><circle r="5"></circle></a></svg>',
  ],
  [
    "a set that sets href to javascript:",
    '<svg><a><set attributeName="href" to="javascript:alert(1)"></set><circle r="5"></circle></a></svg>',
  ],
  [
    "a foreignObject with HTML",
    '<svg><foreignObject width="100" height="100"><iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(1)"></foreignObject></svg>',
  ],
  [
    "a style element with a javascript: import",
    "<svg><style>@import url(javascript:alert(1)); circle { fill: red }</style></svg>",
  ],
  [
    "a style element with an expression",
    "<svg><style>circle { width: expression(alert(1)) }</style></svg>",
  ],
  [
    "a style attribute with a javascript: URL",
    '<svg><circle r="5" style="background:url(javascript:alert(1))"></circle></svg>',
  ],
  [
    "a style attribute laid over the page",
    '<svg><rect width="10" height="10" style="position:fixed;inset:0"></rect></svg>',
  ],
  [
    "a fill from another document",
    '<svg><circle r="5" fill="url(https://evil.example/paint.svg#g)"></circle></svg>',
  ],
  [
    "a gradient inheriting from another document",
    '<svg><linearGradient id="g" href="https://evil.example/g.svg#g"></linearGradient></svg>',
  ],
  ["a CDATA section hiding a script", "<svg><![CDATA[<script>alert(1)</script>]]></svg>"],
  ["an iframe", '<svg><iframe src="javascript:alert(1)"></iframe></svg>'],
  ["an embed", '<svg><embed src="https://evil.example/x.swf"></embed></svg>'],
  ["an object", '<svg><object data="javascript:alert(1)"></object></svg>'],
  ["an HTML image in a title", '<svg><title><img src="x" onerror="alert(1)"></title></svg>'],
  [
    "a style breakout through an attribute",
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ],
  [
    "a MathML namespace confusion",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  ],
  [
    "an XML Events handler",
    '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>',
  ],
];

const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "style",
  "animate",
  "set",
  "handler",
  "img",
]);

/**
 * What a browser would make of the output where the site puts it: inside an HTML element's
 * innerHTML. Parsing it again is what catches markup that only turns dangerous on re-parsing.
 */
function problemsOf(output: string): string[] {
  const { document } = new JSDOM("<!doctype html><body><span></span></body>").window;
  const host = document.querySelector("span")!;
  host.innerHTML = output;
  const problems: string[] = [];
  for (const element of host.querySelectorAll("*")) {
    const name = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) problems.push(`<${name}> element`);
    for (const attribute of element.attributes) {
      const value = attribute.value.replace(/[\u0000-\u0020]+/g, "");
      if (/^on/i.test(attribute.localName)) problems.push(`${attribute.name} handler`);
      if (/javascript:|vbscript:|data:/i.test(value)) problems.push(`${attribute.name}=${value}`);
      if (/href$/i.test(attribute.name) && !attribute.value.startsWith("#")) {
        problems.push(`${attribute.name} outside the icon: ${attribute.value}`);
      }
      if (/url\((?!#)/i.test(value)) problems.push(`${attribute.name} loads ${value}`);
      if (attribute.name === "style") problems.push("style attribute");
    }
  }
  if (/<script/i.test(output)) problems.push("<script in the text");
  if (/\son\w+\s*=/i.test(output)) problems.push("an on...= attribute in the text");
  if (/javascript:/i.test(output)) problems.push("javascript: in the text");
  return problems;
}

describe("sanitizing stored SVG icon markup", () => {
  it.each(vectors)("leaves nothing executable or external of %s", (_what, markup) => {
    const output = sanitizeSvg(markup);
    expect(problemsOf(output), output).toEqual([]);
  });

  it("keeps a plain line icon exactly as it was drawn", () => {
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect></svg>';
    expect(sanitizeSvg(icon)).toBe(icon);
  });

  it("keeps references to the icon's own gradient and clip path", () => {
    const icon =
      '<svg viewBox="0 0 24 24"><defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"></stop></linearGradient><clipPath id="round"><circle cx="12" cy="12" r="10"></circle></clipPath></defs><rect width="24" height="24" fill="url(#sky)" clip-path="url(#round)"></rect></svg>';
    expect(sanitizeSvg(icon)).toBe(icon);
  });

  it("keeps the drawing of an icon while dropping what was hidden in it", () => {
    const output = sanitizeSvg(
      '<svg viewBox="0 0 24 24" onload="alert(1)"><path d="M3 3l18 18" stroke="currentColor"></path><script>alert(2)</script></svg>',
    );
    expect(output).toBe(
      '<svg viewBox="0 0 24 24"><path d="M3 3l18 18" stroke="currentColor"></path></svg>',
    );
  });
});
