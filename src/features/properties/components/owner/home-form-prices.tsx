"use client";

import Link from "next/link";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, SelectField } from "@/components/ui/field";
import type { OwnerCatalogue } from "../../owner-home-schemas";
import type { HomeFields } from "./home-form-fields";
import { numberProps, Section, useErrorOf } from "./home-form-parts";

export function HomePricesSection({
  initial,
  communes,
}: {
  initial: HomeFields;
  communes: OwnerCatalogue["communes"];
}) {
  const { register, control } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  const communeId = useWatch({ control, name: "communeId", defaultValue: initial.communeId });
  return (
    <Section title="Prices and fees (€)">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Price per night (€)"
          {...numberProps}
          {...register("pricePerNight")}
          defaultValue={initial.pricePerNight}
          error={errorOf("pricePerNight")}
        />
        <Field
          label="Supplement per person per night (€)"
          optional
          {...numberProps}
          {...register("supplementPerPerson")}
          defaultValue={initial.supplementPerPerson}
          error={errorOf("supplementPerPerson")}
        />
        <SelectField
          label="Commune (tourist tax)"
          {...register("communeId")}
          defaultValue={initial.communeId}
          error={errorOf("communeId")}
          description={
            <>
              Its stays are taxed by the commune&rsquo;s rule:{" "}
              <Link href="/owner/tourist-tax" className="underline underline-offset-4">
                communes and their rules
              </Link>
              .
            </>
          }
        >
          <option value="">None: the home&rsquo;s own amount per person</option>
          {communes.map((commune) => (
            <option key={commune.id} value={commune.id}>
              {commune.name}
            </option>
          ))}
        </SelectField>
        {communeId === "" ? (
          <Field
            label="Tourist tax per person per night (€)"
            optional
            {...numberProps}
            {...register("touristTax")}
            defaultValue={initial.touristTax}
            error={errorOf("touristTax")}
          />
        ) : null}
        <Field
          label="Cleaning fee (€)"
          {...numberProps}
          {...register("cleaningFee")}
          defaultValue={initial.cleaningFee}
          error={errorOf("cleaningFee")}
        />
        <Field
          label="Service fee (€)"
          {...numberProps}
          {...register("serviceFee")}
          defaultValue={initial.serviceFee}
          error={errorOf("serviceFee")}
        />
        <Field
          label="Security deposit (€)"
          {...numberProps}
          {...register("securityDeposit")}
          defaultValue={initial.securityDeposit}
          error={errorOf("securityDeposit")}
        />
      </div>
    </Section>
  );
}
