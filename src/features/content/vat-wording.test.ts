import { createTranslator } from "next-intl";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/i18n/locales";

/*
 * The terms and the FAQ stay true for a business liable to VAT and for an exempt one
 * (VAT_EXEMPT, issue 32): each text that speaks of VAT says which, in every language.
 */

const VAT_TEXTS = [
  "terms.sections.rates.intro",
  "terms.sections.payment.receipts",
  "terms.meta.description",
  "faq.items.payment.answer.receipts",
  "faq.items.touristTax.answer.prices",
] as const;

/** How each language names VAT, and says a business is exempt from it. */
const WORDS: Record<Locale, { vat: RegExp; exempt: RegExp }> = {
  en: { vat: /VAT/, exempt: /exempt from VAT/ },
  nl: { vat: /btw/, exempt: /vrijgesteld (zijn )?van btw/ },
  fr: { vat: /TVA/, exempt: /exonér\S* de TVA/ },
  de: { vat: /MwSt\./, exempt: /(von der Umsatzsteuer befreit|Befreiung von der Umsatzsteuer)/ },
};

function textsIn(locale: Locale, vat: "included" | "exempt"): string[] {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as never;
  const t = createTranslator({ locale, messages });
  const values = { vat, name: "Ardennes Stays", since: "1998", maxDaysAhead: 730 };
  const translate = t as unknown as (key: string, values: object) => string;
  return VAT_TEXTS.map((key) => translate(key, values));
}

describe("the terms and the FAQ on VAT", () => {
  for (const locale of LOCALES) {
    it(`say prices include VAT, or that the business is exempt, in ${locale}`, () => {
      const words = WORDS[locale];
      for (const text of textsIn(locale, "included")) {
        expect(text).not.toMatch(words.exempt);
      }
      expect(textsIn(locale, "included").filter((text) => words.vat.test(text))).toHaveLength(
        VAT_TEXTS.length,
      );
      const exempt = textsIn(locale, "exempt");
      // The description of the terms just leaves VAT out; the others say the business is exempt.
      expect(exempt.filter((text) => words.exempt.test(text))).toHaveLength(VAT_TEXTS.length - 1);
      expect(exempt.join("\n")).not.toMatch(
        /(include VAT|inclusief btw|TVA compris|inklusive MwSt)/,
      );
    });
  }
});
