"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { Plus } from "@/components/icons/plus";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { CHANGE_FAILED, ownerChange } from "@/features/owner";
import { LOCALE_NAMES } from "@/i18n/locales";
import { ApiRequestError } from "@/lib/api-client";
import { TRANSLATED_LOCALES } from "@/i18n/translated-texts";
import type { CatalogueAmenity, CatalogueFeature } from "../../owner-home-schemas";
import { fieldErrors, withId } from "./home-form-parts";

/** 'Add an amenity' / 'Add a feature': grows the catalogue without leaving the form. */
export function AddToCatalogue({
  kind,
  categories,
  onAdded,
}: {
  kind: "amenity" | "feature";
  categories: string[];
  onAdded: (added: CatalogueAmenity | CatalogueFeature) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const title = kind === "amenity" ? "Add an amenity" : "Add a feature";
  const listId = `${kind}-categories`;

  async function add() {
    const box = boxRef.current;
    if (!box || busy) return;
    const read = (name: string) =>
      box.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-name="${name}"]`)?.value ??
      "";
    const icon = read("icon").trim();
    const body = {
      name: read("name"),
      ...(kind === "amenity" ? { category: read("category") } : {}),
      ...(icon ? { icon } : {}),
      translations: Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [
          locale,
          {
            name: read(`translations.${locale}.name`),
            ...(kind === "amenity" ? { category: read(`translations.${locale}.category`) } : {}),
          },
        ]),
      ),
    };
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const added = await ownerChange(
        kind === "amenity" ? "/api/owner/amenities" : "/api/owner/features",
        withId,
        body,
      );
      onAdded(added as CatalogueAmenity | CatalogueFeature);
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setErrors(fieldErrors(failure.details));
        setError(failure.message);
      } else {
        setError(CHANGE_FAILED);
      }
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          {title}
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={boxRef}
      role="group"
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-bark-50 p-4"
      onKeyDown={(event) => {
        // Enter adds to the catalogue here instead of saving the whole home.
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void add();
        }
      }}
    >
      <p className="font-medium text-stone-900">{title}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" data-name="name" error={errors.name} />
        {kind === "amenity" ? (
          <Field
            label="Category"
            data-name="category"
            list={listId}
            description="An existing category or a new one."
            error={errors.category}
          />
        ) : null}
      </div>
      <p className="text-sm text-stone-600">
        Its name in the other languages is optional: guests see the English one where it is empty.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {TRANSLATED_LOCALES.map((locale) => (
          <Field
            key={locale}
            label={`Name (${LOCALE_NAMES[locale]})`}
            data-name={`translations.${locale}.name`}
            optional
            lang={locale}
            error={errors[`translations.${locale}.name`]}
          />
        ))}
        {kind === "amenity"
          ? TRANSLATED_LOCALES.map((locale) => (
              <Field
                key={locale}
                label={`Category (${LOCALE_NAMES[locale]})`}
                data-name={`translations.${locale}.category`}
                optional
                lang={locale}
                description="Only for a new category."
                error={errors[`translations.${locale}.category`]}
              />
            ))
          : null}
      </div>
      {kind === "amenity" ? (
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      ) : null}
      <TextareaField
        label="Icon (SVG markup)"
        data-name="icon"
        optional
        rows={2}
        description="Cleaned before it is stored; a plain dot when left empty."
        error={errors.icon}
      />
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void add()}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Add
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
