"use client";

import { ArrowDown } from "@/components/icons/arrow-down";
import { ArrowUp } from "@/components/icons/arrow-up";
import { Pencil } from "@/components/icons/pencil";
import { Plus } from "@/components/icons/plus";
import { Trash2 } from "@/components/icons/trash-2";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { EXTRA_UNITS } from "@/db/enums";
import { useOwnerChange, useOwnerForm } from "@/features/owner";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerDialog,
  OwnerDialogActions,
} from "@/features/owner/components";
import { LOCALE_NAMES } from "@/i18n/locales";
import { TRANSLATED_LOCALES } from "@/i18n/translated-texts";
import {
  MAX_EXTRA_NAME_LENGTH,
  MAX_EXTRA_PRICE,
  MAX_EXTRA_QUANTITY,
  type OwnerExtra,
} from "../../owner-extra-schemas";
import { UNIT_CHOICES } from "./extra-words";

/*
 * The extras' changes (issue 35), each over the owner API. The server checks every value; its
 * messages show beside the fields they are about, or under the form when about none shown.
 */

/** A number field's value: empty is null, which the API refuses with the field's own message. */
function numberOf(data: FormData, name: string): number | null {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? null : Number(text);
}

function valuesOf(data: FormData) {
  const mandatory = data.get("mandatory") === "on";
  return {
    name: String(data.get("name") ?? ""),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, String(data.get(`name-${locale}`) ?? "")]),
    ),
    price: numberOf(data, "price"),
    unit: String(data.get("unit") ?? ""),
    mandatory,
    // A mandatory extra is in every price once; the field is not shown for it.
    ...(mandatory ? {} : { maxQuantity: numberOf(data, "maxQuantity") }),
  };
}

/** The paths of the API's messages that a field of the form shows, in the form's order. */
const FIELD_PATHS = [
  "name",
  ...TRANSLATED_LOCALES.map((locale) => `translations.${locale}`),
  "price",
  "unit",
  "maxQuantity",
];

/** The form control a path's message is shown beside. */
const fieldName = (path: string) => path.replace(/^translations\./, "name-");

/** 'Add extra' (without `extra`) or 'Edit' (with it): the one form of an extra. */
export function ExtraDialog({ homeId, extra }: { homeId: string; extra?: OwnerExtra }) {
  const [open, setOpen] = useState(false);
  const { busy, error, fieldErrors, reset, submit } = useOwnerForm({
    fields: FIELD_PATHS,
    controlOf: fieldName,
  });
  const [mandatory, setMandatory] = useState(extra?.mandatory ?? false);
  const mandatoryNote = useId();

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    // Each opening starts from the extra as saved.
    reset();
    setMandatory(extra?.mandatory ?? false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    const path = extra ? `/api/owner/extras/${extra.id}` : `/api/owner/homes/${homeId}/extras`;
    if (await submit(event, path, valuesOf)) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        extra ? (
          <Button type="button" variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {extra.name}</span>
          </Button>
        ) : (
          <Button type="button">
            <Plus aria-hidden="true" />
            Add extra
          </Button>
        )
      }
      title={extra ? "Edit extra" : "Add extra"}
      description={
        extra
          ? "New prices and stays get the change at once; bookings already made keep this extra as they bought it."
          : "Something the home sells beside its nights, such as bed linen, a dog's stay or firewood."
      }
    >
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-5" noValidate>
        <Field
          label="Name"
          name="name"
          required
          maxLength={MAX_EXTRA_NAME_LENGTH}
          placeholder="Bed linen and towels"
          description="In English; guests reading a language without its own name see this one."
          defaultValue={extra?.name}
          error={fieldErrors.name}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-sm font-medium text-stone-900">
            The name in other languages
          </legend>
          {TRANSLATED_LOCALES.map((locale) => (
            <Field
              key={locale}
              label={`Name (${LOCALE_NAMES[locale]})`}
              name={`name-${locale}`}
              lang={locale}
              optional
              maxLength={MAX_EXTRA_NAME_LENGTH}
              defaultValue={extra?.translations[locale]}
              error={fieldErrors[`translations.${locale}`]}
            />
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Price (€)"
            name="price"
            required
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            max={MAX_EXTRA_PRICE}
            defaultValue={extra?.price}
            error={fieldErrors.price}
          />
          <SelectField
            label="Charged"
            name="unit"
            defaultValue={extra?.unit ?? "stay"}
            error={fieldErrors.unit}
          >
            {EXTRA_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {UNIT_CHOICES[unit]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-900">
            <input
              type="checkbox"
              name="mandatory"
              checked={mandatory}
              onChange={(event) => setMandatory(event.target.checked)}
              aria-describedby={mandatoryNote}
              className="size-4 accent-forest-700"
            />
            Mandatory: in every price
          </label>
          <p id={mandatoryNote} className="text-sm text-stone-600">
            {mandatory
              ? "Every stay includes it once, in each price guests see."
              : "Guests choose it, and how many, when they book."}
          </p>
        </div>
        {mandatory ? null : (
          <Field
            label="Most a guest can choose"
            name="maxQuantity"
            required
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={MAX_EXTRA_QUANTITY}
            description={`From 1 to ${MAX_EXTRA_QUANTITY}, such as 2 dogs or 5 baskets of firewood`}
            defaultValue={extra?.mandatory === false ? extra.maxQuantity : 1}
            error={fieldErrors.maxQuantity}
          />
        )}
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={
            <ConfirmButton
              busy={busy}
              label={extra ? "Save extra" : "Add extra"}
              destructive={false}
            />
          }
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Remove', confirmed: new stays no longer have it; bookings keep it as bought. */
export function RemoveExtraButton({ extra }: { extra: OwnerExtra }) {
  return (
    <ConfirmChange
      path={`/api/owner/extras/${extra.id}/remove`}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> {extra.name}</span>
        </Button>
      }
      title={`Remove ${extra.name}?`}
      description="Guests can no longer have it with a new stay. Bookings already made keep it, at the price they paid."
      keepLabel="Keep extra"
      confirmLabel="Remove extra"
    />
  );
}

/** 'Move up' and 'Move down': the order guests see the extras in, on the home's page and prices. */
export function MoveExtraButtons({
  homeId,
  ids,
  index,
  name,
}: {
  homeId: string;
  ids: string[];
  index: number;
  name: string;
}) {
  const { busy, error, run } = useOwnerChange();
  function move(by: -1 | 1) {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    void run(by < 0 ? "up" : "down", `/api/owner/homes/${homeId}/extras/order`, { ids: order });
  }
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={index === 0}
        aria-disabled={busy ? true : undefined}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden="true" />
        Move up<span className="sr-only"> {name}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={index === ids.length - 1}
        aria-disabled={busy ? true : undefined}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
        Move down<span className="sr-only"> {name}</span>
      </Button>
      {error ? <FormError message={error} /> : null}
    </>
  );
}
