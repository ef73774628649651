"use client";

import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { HomeFields } from "./home-form-fields";
import { numberProps, Section, useErrorOf } from "./home-form-parts";

export function HomePricesSection({ initial }: { initial: HomeFields }) {
  const { register } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
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
        <Field
          label="Tourist tax per person per night (€)"
          optional
          {...numberProps}
          {...register("touristTax")}
          defaultValue={initial.touristTax}
          error={errorOf("touristTax")}
        />
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
