/** One schema.org object (or `@graph`) of structured data, as search engines read it. */
export type JsonLdData = Record<string, unknown>;

/**
 * Structured data as a script element. JSON.stringify leaves `<` alone, so a value holding
 * "</script>" could end the element early and inject markup; `\u003c` reads the same as JSON.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
