"use client";

import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { HomeFields } from "./home-form-fields";
import { Checkbox, countProps, numberProps, Section, useErrorOf } from "./home-form-parts";

export function HomeStaysSection({ initial }: { initial: HomeFields }) {
  const { register } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  return (
    <Section title="Stays and policies">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Check-in time"
          placeholder="15:00"
          description="As HH:MM."
          {...register("checkInTime")}
          defaultValue={initial.checkInTime}
          error={errorOf("checkInTime")}
        />
        <Field
          label="Check-out time"
          placeholder="11:00"
          description="As HH:MM."
          {...register("checkOutTime")}
          defaultValue={initial.checkOutTime}
          error={errorOf("checkOutTime")}
        />
        <Field
          label="Shortest stay (nights)"
          {...countProps}
          min={1}
          {...register("policy.minStayDuration")}
          defaultValue={initial.policy.minStayDuration}
          error={errorOf("policy.minStayDuration")}
        />
        <Field
          label="Longest stay (nights)"
          {...countProps}
          min={1}
          max={365}
          {...register("policy.maxStayDuration")}
          defaultValue={initial.policy.maxStayDuration}
          error={errorOf("policy.maxStayDuration")}
        />
        <Field
          label="Early check-in fee (€)"
          optional
          {...numberProps}
          {...register("policy.earlyCheckInFee")}
          defaultValue={initial.policy.earlyCheckInFee}
          error={errorOf("policy.earlyCheckInFee")}
        />
        <Field
          label="Late check-out fee (€)"
          optional
          {...numberProps}
          {...register("policy.lateCheckOutFee")}
          defaultValue={initial.policy.lateCheckOutFee}
          error={errorOf("policy.lateCheckOutFee")}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <Checkbox
          label="Early check-in possible"
          {...register("policy.earlyCheckIn")}
          defaultChecked={initial.policy.earlyCheckIn}
        />
        <Checkbox
          label="Late check-out possible"
          {...register("policy.lateCheckOut")}
          defaultChecked={initial.policy.lateCheckOut}
        />
      </div>
    </Section>
  );
}
