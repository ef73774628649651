import "server-only";
import { plainTextSelectors } from "@react-email/render";
import { compile, type DomNode, type FormatCallback } from "html-to-text";
import type { ReactElement } from "react";

export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

function textOf(node: DomNode): string {
  if (node.type === "text") return node.data ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/** A paragraph of its own in the text part, written as `line` says, whitespace and all. */
function block(line: (element: DomNode) => string): FormatCallback {
  return (element, _walk, builder) => {
    builder.openBlock({ leadingLineBreaks: 2 });
    builder.addLiteral(line(element));
    builder.closeBlock({ trailingLineBreaks: 2 });
  };
}

/**
 * React Email's plain-text conversion (its selectors, no word wrap) plus the blocks of layout.tsx,
 * compiled once: compiling the selectors costs several times the conversion itself.
 */
const toText = compile({
  wordwrap: false,
  formatters: {
    verbatim: block(textOf),
    highlight: block((element) => `    ${textOf(element)}`),
    action: block((element) => {
      const href: unknown = element.attribs?.href;
      return `${textOf(element)}: ${typeof href === "string" ? href : ""}`;
    }),
  },
  selectors: [
    ...plainTextSelectors,
    { selector: "p[data-text=verbatim]", format: "verbatim" },
    { selector: "p[data-text=highlight]", format: "highlight" },
    { selector: "a[data-text=action]", format: "action" },
  ],
});

/**
 * React refuses react-dom/server inside the server-component graph that route handlers and pages
 * are bundled in (its build there throws). Mail is no component of a page, so the renderer is
 * loaded by Node at run time, past the bundler, with the React it comes with.
 */
const reactDomServer: Promise<typeof import("react-dom/server")> = import(
  /* turbopackIgnore: true */ /* webpackIgnore: true */ "react-dom/server"
);

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's subject, HTML and plain text from its template. React's renderToStaticMarkup rather
 * than React Email's render: the same HTML without streaming and hydration markers, at a
 * fraction of the cost, which matters because bookings render mail inside their transaction.
 */
export async function renderMailParts(subject: string, email: ReactElement): Promise<MailParts> {
  const { renderToStaticMarkup } = await reactDomServer;
  const markup = renderToStaticMarkup(email);
  return {
    subject,
    text: toText(markup),
    // React writes an escaped apostrophe as &#x27;; the mails have always said &#39;.
    html: `${DOCTYPE}${markup.replaceAll("&#x27;", "&#39;")}`,
  };
}
