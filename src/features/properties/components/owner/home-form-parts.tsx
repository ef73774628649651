"use client";

import type { ComponentProps, ReactNode } from "react";
import { get, useFormState } from "react-hook-form";
import { messagesByPath } from "@/features/owner";
import { answerWithText } from "@/lib/api-client";
import type { HomeFields } from "./home-form-fields";

/* What the home form's sections and its catalogue box share. */

export const withId = answerWithText("id");

/**
 * The field a detail's path names: `policy.x` and `translations.nl.x` are fields of their own,
 * `tags.3` is `tags` and `translations.nl.houseRules.3` is `translations.nl.houseRules`.
 */
function fieldOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "translations" && parts[1] && parts[2]) return parts.slice(0, 3).join(".");
  return parts[0] === "policy" && parts[1] ? `policy.${parts[1]}` : (parts[0] ?? "");
}

/** The API's 400 details by field, the first message of each. */
export const fieldErrors = (details: unknown) => messagesByPath(details, fieldOf);

/**
 * The first message in a part of the form's errors, in the schema's order: a list's errors sit
 * under its items (`tags.3`), and the list's field shows them.
 */
export function messageIn(errors: unknown): string | undefined {
  if (typeof errors !== "object" || errors === null) return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === "string") return message;
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the control itself, not a part of the errors.
    if (key === "ref" || key === "types") continue;
    const found = messageIn(value);
    if (found) return found;
  }
  return undefined;
}

/** The message shown beside each field of the home form, by the field's name. */
export function useErrorOf(): (name: string) => string | undefined {
  const { errors } = useFormState<HomeFields>();
  return (name) => messageIn(get(errors, name));
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-lg font-semibold text-forest-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function Checkbox({ label, ...props }: ComponentProps<"input"> & { label: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input type="checkbox" className="size-4 accent-forest-700" {...props} />
      {label}
    </label>
  );
}

export const numberProps = { type: "number", inputMode: "decimal" as const, step: 0.01, min: 0 };
export const countProps = { type: "number", inputMode: "numeric" as const, step: 1, min: 0 };
