import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { TRANSLATED_LOCALES } from "@/i18n/translated-texts";
import { homeFormSchema } from "../../owner-home-schemas";
import type { HomeFields } from "./home-form-fields";

/*
 * The one way from the home form's fields to what the API takes, checked by the API's own schema,
 * in the browser as on the server. Its own module, so zod loads when the form is first used and
 * not with the page.
 */

/** A number field's value: empty is null, so the API's schema can say the field is needed. */
function numberOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** Lines of a translated house rules box: an empty line keeps that rule in English. */
function ruleLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.trim());
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines;
}

function homeOf({ featureIds, highlighted: first, ...fields }: HomeFields) {
  const highlighted = new Set(first);
  return {
    ...fields,
    bedrooms: numberOf(fields.bedrooms),
    bathrooms: numberOf(fields.bathrooms),
    area: numberOf(fields.area),
    maxGuests: numberOf(fields.maxGuests),
    pricePerNight: numberOf(fields.pricePerNight),
    supplementPerPerson: numberOf(fields.supplementPerPerson),
    touristTax: numberOf(fields.touristTax),
    communeId: fields.communeId === "" ? null : fields.communeId,
    securityDeposit: numberOf(fields.securityDeposit) ?? 0,
    cleaningFee: numberOf(fields.cleaningFee) ?? 0,
    serviceFee: numberOf(fields.serviceFee) ?? 0,
    tags: fields.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    latitude: numberOf(fields.latitude),
    longitude: numberOf(fields.longitude),
    policy: {
      ...fields.policy,
      earlyCheckInFee: numberOf(fields.policy.earlyCheckInFee),
      lateCheckOutFee: numberOf(fields.policy.lateCheckOutFee),
      minStayDuration: numberOf(fields.policy.minStayDuration),
      maxStayDuration: numberOf(fields.policy.maxStayDuration),
    },
    houseRules: fields.houseRules
      .split("\n")
      .map((rule) => rule.trim())
      .filter(Boolean),
    features: featureIds.map((id) => ({ id, highlighted: highlighted.has(id) })),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const texts = fields.translations[locale];
        return [locale, { ...texts, houseRules: ruleLines(texts.houseRules) }];
      }),
    ),
  };
}

/** The form's fields to the home the API saves, checked by the API's schema on the way. */
const homeFieldsSchema = z
  .custom<HomeFields>()
  // Unknown to the pipe: the API's schema says what a field needs, not TypeScript.
  .transform((fields): unknown => homeOf(fields))
  .pipe(homeFormSchema);

export const checkHome = zodResolver(homeFieldsSchema);
