"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { FormError } from "@/components/ui/field-parts";
import type { CatalogueFeature } from "../../owner-home-schemas";
import { AddToCatalogue } from "./catalogue-dialog";
import type { HomeFields } from "./home-form-fields";
import { Checkbox, Section, useErrorOf } from "./home-form-parts";

export function HomeFeaturesSection({
  initial,
  catalogue,
}: {
  initial: HomeFields;
  catalogue: CatalogueFeature[];
}) {
  const { register, getValues, setValue } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  const [features, setFeatures] = useState(catalogue);
  return (
    <Section title="Features">
      <p className="text-sm text-stone-600">Highlighted features lead the home&apos;s page.</p>
      <ul className="flex flex-col gap-2">
        {features.map((feature) => (
          <li key={feature.id} className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <Checkbox
              value={feature.id}
              label={feature.name}
              {...register("featureIds")}
              defaultChecked={initial.featureIds.includes(feature.id)}
            />
            <Checkbox
              value={feature.id}
              label={<span className="text-stone-600">Highlighted</span>}
              {...register("highlighted")}
              defaultChecked={initial.highlighted.includes(feature.id)}
            />
          </li>
        ))}
      </ul>
      <FormError message={errorOf("features")} />
      <AddToCatalogue
        kind="feature"
        categories={[]}
        onAdded={(feature) => {
          if (features.some((known) => known.id === feature.id)) return;
          // A feature the owner just added is one this home has, not yet highlighted.
          setValue("featureIds", [...getValues("featureIds"), feature.id]);
          setFeatures([...features, feature]);
        }}
      />
    </Section>
  );
}
