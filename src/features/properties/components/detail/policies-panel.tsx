import { CalendarClock } from "@/components/icons/calendar-clock";
import { Info } from "@/components/icons/info";
import { Landmark } from "@/components/icons/landmark";
import { Sunrise } from "@/components/icons/sunrise";
import { Sunset } from "@/components/icons/sunset";
import type { IconComponent } from "@/components/icons/svg";
import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatEuros } from "@/lib/money";
import type { PoliciesResponse, Property } from "../../schemas";
import { LoadFailure, SectionHeading } from "./section-heading";

interface PoliciesPanelProps {
  property: Pick<Property, "minStayDuration" | "touristTaxRule" | "commune">;
  /** null when the policies could not be loaded. */
  policies: PoliciesResponse | null;
}

type Translate = ReturnType<typeof useTranslations<"property.policies">>;

function extraTimeText(offered: boolean, fee: number | null, t: Translate, locale: Locale): string {
  if (!offered) return t("notAvailable");
  return fee === null || fee === 0 ? t("free") : t("forFee", { fee: formatEuros(fee, locale) });
}

/** The commune's tourist tax in words, as a guest compares it with the breakdown's line. */
function touristTaxText(rule: Property["touristTaxRule"], t: Translate, locale: Locale): string {
  const amount = formatEuros(rule.amount, locale);
  switch (rule.kind) {
    case "per_person_night":
      return rule.childrenUnder === null
        ? t("touristTaxPerPerson", { amount })
        : t("touristTaxPerPersonChildren", { amount, age: rule.childrenUnder });
    case "per_home_night":
      return t("touristTaxPerHome", { amount });
    case "per_stay":
      return t("touristTaxPerStay", { amount });
    case "none":
      return t("touristTaxNone");
  }
}

interface PolicyItem {
  icon: IconComponent;
  title: string;
  value: string;
}

function policyItems(
  property: PoliciesPanelProps["property"],
  policy: PoliciesResponse["policy"],
  t: Translate,
  locale: Locale,
): PolicyItem[] {
  // Check-in and check-out times and the house rules are the Details tab's: said once.
  const items: PolicyItem[] = [
    {
      icon: Landmark,
      title: property.commune ? `${t("touristTax")} (${property.commune})` : t("touristTax"),
      value: touristTaxText(property.touristTaxRule, t, locale),
    },
  ];
  if (policy) {
    items.push(
      {
        icon: Sunrise,
        title: t("earlyCheckIn"),
        value: extraTimeText(policy.earlyCheckIn, policy.earlyCheckInFee, t, locale),
      },
      {
        icon: Sunset,
        title: t("lateCheckOut"),
        value: extraTimeText(policy.lateCheckOut, policy.lateCheckOutFee, t, locale),
      },
    );
  }
  return items;
}

export function PoliciesPanel({ property, policies }: PoliciesPanelProps) {
  const t = useTranslations("property.policies");
  const locale = usePageLocale();
  const minimumStay = policies?.policy?.minStayDuration ?? property.minStayDuration;
  return (
    <section aria-labelledby="policies-heading" className="flex flex-col gap-5">
      <SectionHeading id="policies-heading">{t("heading")}</SectionHeading>
      {policies === null ? (
        <LoadFailure>{t("loadFailed")}</LoadFailure>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            {policyItems(property, policies.policy, t, locale).map(
              ({ icon: Icon, title, value }) => (
                <div
                  key={title}
                  className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
                >
                  <dt className="flex items-center gap-2 text-sm text-stone-600">
                    <Icon aria-hidden="true" className="size-4 text-forest-700" />
                    {title}
                  </dt>
                  <dd className="mt-1 font-medium text-stone-900">{value}</dd>
                </div>
              ),
            )}
          </dl>
          {minimumStay > 1 ? (
            <p className="flex items-center gap-2 rounded-lg bg-forest-50 px-4 py-3 text-sm text-forest-900">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {t("minimumStay", { nights: minimumStay })}
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("stayDays")}
          </p>
        </>
      )}
    </section>
  );
}
