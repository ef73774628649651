import { LogIn } from "@/components/icons/log-in";
import { LogOut } from "@/components/icons/log-out";
import { useTranslations } from "next-intl";
import type { Property, PropertyFeature } from "../../schemas";
import { descriptionParagraphs } from "../../texts";
import { ExtrasList } from "./extras-list";
import { FeatureGrid } from "./feature-grid";
import { HouseRulesList } from "./house-rules-list";
import { SectionHeading } from "./section-heading";

interface DetailsTabProps {
  property: Pick<
    Property,
    "description" | "checkInTime" | "checkOutTime" | "houseRules" | "extras"
  >;
  /** Highlighted features; null when they could not be loaded. */
  highlightedFeatures: PropertyFeature[] | null;
}

export function DetailsTab({ property, highlightedFeatures }: DetailsTabProps) {
  const t = useTranslations("property");
  const keyFeatures = highlightedFeatures?.map(({ feature }) => feature) ?? [];
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="about-heading">
        <SectionHeading id="about-heading">{t("details.about")}</SectionHeading>
        <div className="mt-3 flex max-w-prose flex-col gap-3 leading-relaxed text-stone-700">
          {descriptionParagraphs(property.description, t("defaultDescription")).map(
            (paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ),
          )}
        </div>
      </section>

      {keyFeatures.length > 0 ? (
        <section aria-labelledby="key-features-heading">
          <SectionHeading id="key-features-heading">{t("details.keyFeatures")}</SectionHeading>
          <div className="mt-4">
            <FeatureGrid items={keyFeatures} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="property-information-heading">
        <SectionHeading id="property-information-heading">
          {t("details.information")}
        </SectionHeading>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-bark-100 p-4">
            <dt className="flex items-center gap-2 text-sm text-stone-600">
              <LogIn aria-hidden="true" className="size-4 text-forest-700" />
              {t("details.checkIn")}
            </dt>
            <dd className="mt-1 font-medium text-stone-900">
              {t("details.from", { time: property.checkInTime })}
            </dd>
          </div>
          <div className="rounded-lg bg-bark-100 p-4">
            <dt className="flex items-center gap-2 text-sm text-stone-600">
              <LogOut aria-hidden="true" className="size-4 text-forest-700" />
              {t("details.checkOut")}
            </dt>
            <dd className="mt-1 font-medium text-stone-900">
              {t("details.until", { time: property.checkOutTime })}
            </dd>
          </div>
        </dl>
      </section>

      {property.extras.length > 0 ? (
        <section aria-labelledby="extras-heading">
          <SectionHeading id="extras-heading">{t("details.extras")}</SectionHeading>
          <p className="mt-3 max-w-prose text-stone-700">{t("details.extrasIntro")}</p>
          <div className="mt-4">
            <ExtrasList extras={property.extras} />
          </div>
        </section>
      ) : null}

      {property.houseRules.length > 0 ? (
        <section aria-labelledby="house-rules-heading">
          <SectionHeading id="house-rules-heading">{t("details.houseRules")}</SectionHeading>
          <HouseRulesList rules={property.houseRules} className="mt-4" />
        </section>
      ) : null}
    </div>
  );
}
