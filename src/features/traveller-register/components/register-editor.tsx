"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { Plus } from "@/components/icons/plus";
import { Save } from "@/components/icons/save";
import { Trash2 } from "@/components/icons/trash-2";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import {
  TRAVELLER_FIELDS,
  travellerProblems,
  type TravellerField,
  type TravellerInput,
  type TravellerProblem,
} from "../check";
import { REGISTER_LIMITS } from "../limits";

/** The words the editor shows: the guest's page gives them in its language, the owner's in English. */
export interface EditorTexts {
  traveller(number: number): string;
  fields: Record<TravellerField, string>;
  problems: Record<TravellerProblem, string>;
  add: string;
  remove(number: number): string;
  save: string;
  saving: string;
  /** "Up to 4 travellers, the guests of this booking." */
  limit(max: number): string;
  checkFields: string;
}

const EMPTY: TravellerInput = {
  surname: "",
  firstNames: "",
  birthPlace: "",
  birthDate: "",
  nationality: "",
};

const MAX_LENGTH: Partial<Record<TravellerField, number>> = {
  surname: REGISTER_LIMITS.surname,
  firstNames: REGISTER_LIMITS.firstNames,
  birthPlace: REGISTER_LIMITS.birthPlace,
  nationality: REGISTER_LIMITS.nationality,
};

const AUTOCOMPLETE: Partial<Record<TravellerField, string>> = {
  surname: "family-name",
  firstNames: "given-name",
  birthDate: "bday",
};

type Problems = Partial<Record<TravellerField, TravellerProblem>>[];

/**
 * The register's form: one group of five fields per traveller, 'Add a traveller' up to the
 * booking's guest count, and 'Save'. Checks in the browser with the API's rules, then `save`.
 */
export function RegisterEditor({
  initial,
  max,
  today,
  texts,
  save,
  onCancel,
}: {
  initial: TravellerInput[];
  max: number;
  /** Brussels' today: no date of birth after it. */
  today: string;
  texts: EditorTexts;
  /** Resolves to an error to show, or null once saved. */
  save(travellers: TravellerInput[]): Promise<string | null>;
  /** Shows a 'Cancel' button that leaves the form (the owner's page). */
  onCancel?: { label: string; run(): void };
}) {
  const [travellers, setTravellers] = useState<TravellerInput[]>(
    initial.length > 0 ? initial : [EMPTY],
  );
  const [problems, setProblems] = useState<Problems>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);

  function update(index: number, field: TravellerField, value: string) {
    setTravellers((list) =>
      list.map((traveller, at) => (at === index ? { ...traveller, [field]: value } : traveller)),
    );
    if (problems[index]?.[field]) {
      setProblems((list) =>
        list.map((found, at) => (at === index ? { ...found, [field]: undefined } : found)),
      );
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting.current) return;
    const found = travellers.map((traveller) => travellerProblems(traveller, today));
    const firstWrong = found.findIndex((entry) => Object.keys(entry).length > 0);
    if (firstWrong !== -1) {
      setProblems(found);
      setError(texts.checkFields);
      const field = TRAVELLER_FIELDS.find((name) => found[firstWrong]?.[name]);
      form.querySelector<HTMLElement>(`[name="${field}-${firstWrong}"]`)?.focus();
      return;
    }
    setProblems([]);
    setError(null);
    submitting.current = true;
    setSaving(true);
    try {
      const trimmed = travellers.map((traveller) => ({
        surname: traveller.surname.trim(),
        firstNames: traveller.firstNames.trim(),
        birthPlace: traveller.birthPlace.trim(),
        birthDate: traveller.birthDate.trim(),
        nationality: traveller.nationality.trim(),
      }));
      setError(await save(trimmed));
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={saving}>
      <p className="text-sm text-stone-600">{texts.limit(max)}</p>
      {travellers.map((traveller, index) => (
        // The list only grows at its end and shrinks where asked; the index names each group.
        <fieldset
          key={index}
          className="relative flex min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
        >
          <legend className="px-1 font-serif text-lg font-semibold text-forest-950">
            {texts.traveller(index + 1)}
          </legend>
          {travellers.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="absolute top-3 right-3"
              onClick={() => {
                setTravellers((list) => list.filter((_, at) => at !== index));
                setProblems((list) => list.filter((_, at) => at !== index));
              }}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{texts.remove(index + 1)}</span>
            </Button>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {TRAVELLER_FIELDS.map((field) => {
              const problem = problems[index]?.[field];
              return (
                <Field
                  key={field}
                  name={`${field}-${index}`}
                  label={texts.fields[field]}
                  value={traveller[field]}
                  required
                  type={field === "birthDate" ? "date" : "text"}
                  {...(field === "birthDate"
                    ? { min: REGISTER_LIMITS.earliestBirthDate, max: today }
                    : { maxLength: MAX_LENGTH[field] })}
                  autoComplete={AUTOCOMPLETE[field] ?? "off"}
                  error={problem ? texts.problems[problem] : undefined}
                  onChange={(event) => update(index, field, event.target.value)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <FormError message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {travellers.length < max ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setTravellers((list) => [...list, EMPTY])}
          >
            <Plus aria-hidden="true" />
            {texts.add}
          </Button>
        ) : null}
        <Button
          type="submit"
          aria-disabled={saving || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {saving ? (
            <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saving ? texts.saving : texts.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel.run}>
            {onCancel.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The register as a list to read: who, born where and when, of what nationality. */
export function RegisterList({
  travellers,
  fields,
  formatDate,
}: {
  travellers: TravellerInput[];
  fields: Record<TravellerField, string>;
  formatDate(date: string): string;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {travellers.map((traveller, index) => (
        <li key={index} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
          <p className="font-semibold text-stone-900">
            {traveller.surname}, {traveller.firstNames}
          </p>
          <p className="text-stone-700">
            {fields.birthPlace}: {traveller.birthPlace} · {fields.birthDate}:{" "}
            {formatDate(traveller.birthDate)} · {fields.nationality}: {traveller.nationality}
          </p>
        </li>
      ))}
    </ol>
  );
}
