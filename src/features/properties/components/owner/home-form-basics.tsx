"use client";

import { useFormContext } from "react-hook-form";
import { Field, SelectField } from "@/components/ui/field";
import { MAX_REGISTRATION_NUMBER_LENGTH } from "../../owner-home-limits";
import { propertyTypes } from "../../schemas";
import type { HomeFields, TextsTab } from "./home-form-fields";
import { countProps, Section, useErrorOf } from "./home-form-parts";
import { HomeTexts } from "./home-form-texts";

export function HomeBasicsSection({
  initial,
  textsTab,
  onTextsTab,
}: {
  initial: HomeFields;
  textsTab: TextsTab;
  onTextsTab: (tab: TextsTab) => void;
}) {
  const { register } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  return (
    <Section title="The home">
      <HomeTexts initial={initial} tab={textsTab} onTab={onTextsTab} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          {...register("type")}
          defaultValue={initial.type}
          error={errorOf("type")}
        >
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <Field
          label="Maximum guests"
          {...countProps}
          min={1}
          {...register("maxGuests")}
          defaultValue={initial.maxGuests}
          error={errorOf("maxGuests")}
        />
        <Field
          label="Bedrooms"
          {...countProps}
          {...register("bedrooms")}
          defaultValue={initial.bedrooms}
          error={errorOf("bedrooms")}
        />
        <Field
          label="Bathrooms"
          {...countProps}
          {...register("bathrooms")}
          defaultValue={initial.bathrooms}
          error={errorOf("bathrooms")}
        />
        <Field
          label="Area (m²)"
          {...countProps}
          {...register("area")}
          defaultValue={initial.area}
          error={errorOf("area")}
        />
        <Field
          label="Registration number"
          description="From Tourisme Wallonie. The law lets guests book only a registered home, and they see its number on its page."
          maxLength={MAX_REGISTRATION_NUMBER_LENGTH}
          {...register("registrationNumber")}
          defaultValue={initial.registrationNumber}
          error={errorOf("registrationNumber")}
        />
      </div>
      <Field
        label="Tags"
        optional
        description="Separated by commas, like: river, sauna, dogs welcome."
        {...register("tags")}
        defaultValue={initial.tags}
        error={errorOf("tags")}
      />
    </Section>
  );
}
