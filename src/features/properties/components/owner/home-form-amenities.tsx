"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { FormError } from "@/components/ui/field-parts";
import type { CatalogueAmenity } from "../../owner-home-schemas";
import { AddToCatalogue } from "./catalogue-dialog";
import type { HomeFields } from "./home-form-fields";
import { Checkbox, Section, useErrorOf } from "./home-form-parts";

export function HomeAmenitiesSection({
  initial,
  catalogue,
}: {
  initial: HomeFields;
  catalogue: CatalogueAmenity[];
}) {
  const { register, getValues, setValue } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  const [amenities, setAmenities] = useState(catalogue);
  const categories = [...new Set(amenities.map((amenity) => amenity.category))].sort();
  return (
    <Section title="Amenities">
      {categories.map((category) => (
        <fieldset key={category} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{category}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {amenities
              .filter((amenity) => amenity.category === category)
              .map((amenity) => (
                <Checkbox
                  key={amenity.id}
                  value={amenity.id}
                  label={amenity.name}
                  {...register("amenityIds")}
                  defaultChecked={initial.amenityIds.includes(amenity.id)}
                />
              ))}
          </div>
        </fieldset>
      ))}
      <FormError message={errorOf("amenityIds")} />
      <AddToCatalogue
        kind="amenity"
        categories={categories}
        onAdded={(amenity) => {
          if (amenities.some((known) => known.id === amenity.id)) return;
          // An amenity the owner just added is one this home has.
          setValue("amenityIds", [...getValues("amenityIds"), amenity.id]);
          setAmenities([...amenities, amenity as CatalogueAmenity]);
        }}
      />
    </Section>
  );
}
