"use client";

import { Pencil } from "@/components/icons/pencil";
import { Plus } from "@/components/icons/plus";
import { Power } from "@/components/icons/power";
import { PowerOff } from "@/components/icons/power-off";
import { Trash2 } from "@/components/icons/trash-2";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField, TextareaField } from "@/components/ui/field";
import { FieldError } from "@/components/ui/field-parts";
import { STAY_KINDS } from "@/features/availability";
import { useOwnerForm } from "@/features/owner";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerDialog,
  OwnerDialogActions,
} from "@/features/owner/components";
import {
  MAX_PROMO_AMOUNT,
  MAX_PROMO_NOTE_LENGTH,
  type OwnerPromoCode,
  type PromoCodeForm,
} from "../../promo-code-schemas";
import { STAY_KIND_CHOICES } from "./promo-code-words";

/*
 * The promo codes' changes (issue 36), each over the owner API. The server checks every value;
 * its messages show beside the fields they are about, or under the form when about none shown.
 */

type Home = { id: string; name: string };

/** A number field's value: empty is null, which is no limit for most uses and refused elsewhere. */
function numberOf(data: FormData, name: string): number | null {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? null : Number(text);
}

function valuesOf(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    code: text("code"),
    note: text("note"),
    kind: text("kind"),
    value: numberOf(data, "value"),
    includesExtras: data.get("includesExtras") === "on",
    // An empty day is an open end, which the API reads from "".
    bookedFrom: text("bookedFrom"),
    bookedUntil: text("bookedUntil"),
    stayFrom: text("stayFrom"),
    stayUntil: text("stayUntil"),
    propertyIds: data.getAll("propertyIds").map(String),
    stayKinds: data.getAll("stayKinds").map(String),
    minNights: numberOf(data, "minNights"),
    maxUses: numberOf(data, "maxUses"),
    active: data.get("active") === "on",
  };
}

/** A code's rules as its form sends them, for a change made without the form. */
function formOf(code: OwnerPromoCode): PromoCodeForm {
  return {
    code: code.code,
    note: code.note,
    kind: code.kind,
    value: code.value,
    includesExtras: code.includesExtras,
    bookedFrom: code.bookedFrom,
    bookedUntil: code.bookedUntil,
    stayFrom: code.stayFrom,
    stayUntil: code.stayUntil,
    propertyIds: code.propertyIds,
    stayKinds: code.stayKinds,
    minNights: code.minNights,
    maxUses: code.maxUses,
    active: code.active,
  };
}

/** The fields that show the API's messages, in the form's order: the first one named is focused. */
const FIELD_PATHS = [
  "code",
  "note",
  "kind",
  "value",
  "bookedFrom",
  "bookedUntil",
  "stayFrom",
  "stayUntil",
  "propertyIds",
  "stayKinds",
  "minNights",
  "maxUses",
];

/** A list's message (`stayKinds.0`) shows beside the list's boxes. */
const fieldOf = (path: string) => path.split(".")[0] ?? path;

const checkbox = "size-4 accent-forest-700";

/** Ticked boxes of one list, with its note and the API's message about it. */
function CheckboxGroup({
  legend,
  note,
  name,
  choices,
  checked,
  error,
}: {
  legend: string;
  note: string;
  name: string;
  choices: { value: string; label: string }[];
  checked: readonly string[];
  error: string | undefined;
}) {
  const id = useId();
  const described = `${id}-note${error ? ` ${id}-error` : ""}`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={described}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <p id={`${id}-note`} className="text-sm text-stone-600">
        {note}
      </p>
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            defaultChecked={checked.includes(choice.value)}
            aria-invalid={error ? true : undefined}
            className={checkbox}
          />
          {choice.label}
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** 'Add promo code' (without `promoCode`) or 'Edit' (with it): the one form of a code. */
export function PromoCodeDialog({
  promoCode,
  homes,
}: {
  promoCode?: OwnerPromoCode;
  homes: Home[];
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, fieldErrors, reset, submit } = useOwnerForm({
    fields: FIELD_PATHS,
    fieldOf,
  });
  const [kind, setKind] = useState(promoCode?.kind ?? "percent");
  const extrasNote = useId();
  const bookedNote = useId();
  const staysNote = useId();

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    // Each opening starts from the code as saved.
    reset();
    setKind(promoCode?.kind ?? "percent");
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    const path = promoCode ? `/api/owner/promo-codes/${promoCode.id}` : "/api/owner/promo-codes";
    if (await submit(event, path, valuesOf)) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        promoCode ? (
          <Button type="button" variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {promoCode.code}</span>
          </Button>
        ) : (
          <Button type="button">
            <Plus aria-hidden="true" />
            Add promo code
          </Button>
        )
      }
      title={promoCode ? `Edit ${promoCode.code}` : "Add promo code"}
      description={
        promoCode
          ? "Bookings made from now on get the change; bookings already made keep the discount they were quoted."
          : "A guest who types the code when booking gets its discount, if the stay fits every rule below."
      }
    >
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-5" noValidate>
        <Field
          label="Code"
          name="code"
          required
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="MIDWEEK-25"
          description="4 to 32 letters, digits or hyphens; kept in capitals, and guests may type it either way."
          controlClassName="font-mono"
          defaultValue={promoCode?.code}
          error={fieldErrors.code}
        />
        <TextareaField
          label="Note"
          name="note"
          optional
          rows={3}
          maxLength={MAX_PROMO_NOTE_LENGTH}
          description="For you only, such as where you gave the code out; guests never see it."
          defaultValue={promoCode?.note}
          error={fieldErrors.note}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Discount"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value === "amount" ? "amount" : "percent")}
            error={fieldErrors.kind}
          >
            <option value="percent">A percentage off</option>
            <option value="amount">An amount off</option>
          </SelectField>
          {kind === "percent" ? (
            <Field
              key="percent"
              label="Percentage off (%)"
              name="value"
              required
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              max={100}
              defaultValue={promoCode?.kind === "percent" ? promoCode.value : undefined}
              error={fieldErrors.value}
            />
          ) : (
            <Field
              key="amount"
              label="Amount off (€)"
              name="value"
              required
              type="number"
              inputMode="decimal"
              step={0.01}
              min={0.01}
              max={MAX_PROMO_AMOUNT}
              defaultValue={promoCode?.kind === "amount" ? promoCode.value : undefined}
              error={fieldErrors.value}
            />
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              name="includesExtras"
              defaultChecked={promoCode?.includesExtras ?? false}
              aria-describedby={extrasNote}
              className={checkbox}
            />
            Off the extras too
          </label>
          <p id={extrasNote} className="text-sm text-stone-600">
            The discount is off the nights&rsquo; price, never off the tourist tax, the cleaning and
            service fees or the security deposit.
          </p>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">When it is booked</legend>
          <p id={bookedNote} className="text-sm text-stone-600">
            Both days included; an empty day leaves that side open.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Booked from"
              name="bookedFrom"
              type="date"
              optional
              aria-describedby={bookedNote}
              defaultValue={promoCode?.bookedFrom ?? ""}
              error={fieldErrors.bookedFrom}
            />
            <Field
              label="Booked until"
              name="bookedUntil"
              type="date"
              optional
              aria-describedby={bookedNote}
              defaultValue={promoCode?.bookedUntil ?? ""}
              error={fieldErrors.bookedUntil}
            />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">Which stays</legend>
          <p id={staysNote} className="text-sm text-stone-600">
            By the stay&rsquo;s arrival and departure; an empty day leaves that side open.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Stays from"
              name="stayFrom"
              type="date"
              optional
              description="Arriving on or after"
              aria-describedby={staysNote}
              defaultValue={promoCode?.stayFrom ?? ""}
              error={fieldErrors.stayFrom}
            />
            <Field
              label="Stays until"
              name="stayUntil"
              type="date"
              optional
              description="Leaving on or before"
              aria-describedby={staysNote}
              defaultValue={promoCode?.stayUntil ?? ""}
              error={fieldErrors.stayUntil}
            />
          </div>
        </fieldset>
        <CheckboxGroup
          legend="Homes"
          note="None ticked: every home, homes added later too."
          name="propertyIds"
          choices={homes.map((home) => ({ value: home.id, label: home.name }))}
          checked={promoCode?.propertyIds ?? []}
          error={fieldErrors.propertyIds}
        />
        <CheckboxGroup
          legend="Stay kinds"
          note="None ticked: any stay, whatever its days."
          name="stayKinds"
          choices={STAY_KINDS.map((stayKind) => ({
            value: stayKind,
            label: STAY_KIND_CHOICES[stayKind],
          }))}
          checked={promoCode?.stayKinds ?? []}
          error={fieldErrors.stayKinds}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Minimum nights"
            name="minNights"
            required
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={365}
            defaultValue={promoCode?.minNights ?? 1}
            error={fieldErrors.minNights}
          />
          <Field
            label="Most uses"
            name="maxUses"
            optional
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            description="Bookings in all; empty: no limit"
            defaultValue={promoCode?.maxUses ?? ""}
            error={fieldErrors.maxUses}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="active"
            defaultChecked={promoCode?.active ?? true}
            className={checkbox}
          />
          Active: guests can use it
        </label>
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={
            <ConfirmButton
              busy={busy}
              label={promoCode ? "Save promo code" : "Add promo code"}
              destructive={false}
            />
          }
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Switch off' or 'Switch on', confirmed: a save of the code as it is, but for `active`. */
export function SwitchPromoCodeButton({ promoCode }: { promoCode: OwnerPromoCode }) {
  const { active, code } = promoCode;
  return (
    <ConfirmChange
      path={`/api/owner/promo-codes/${promoCode.id}`}
      body={{ ...formOf(promoCode), active: !active }}
      trigger={
        <Button type="button" variant="outline" size="sm">
          {active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {active ? "Switch off" : "Switch on"}
          <span className="sr-only"> {code}</span>
        </Button>
      }
      title={active ? `Switch ${code} off?` : `Switch ${code} on?`}
      description={
        active
          ? "Guests can no longer use it. Bookings made with it keep their discount, and it stays listed here."
          : "Guests can use it again, for the bookings and stays its rules allow."
      }
      keepLabel={active ? "Keep it on" : "Keep it off"}
      confirmLabel={active ? "Switch off" : "Switch on"}
      destructive={false}
    />
  );
}

/** 'Remove', confirmed; the API refuses a code that bookings were made with. */
export function RemovePromoCodeButton({ promoCode }: { promoCode: OwnerPromoCode }) {
  return (
    <ConfirmChange
      path={`/api/owner/promo-codes/${promoCode.id}/remove`}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> {promoCode.code}</span>
        </Button>
      }
      title={`Remove ${promoCode.code}?`}
      description="Guests can no longer use it, and it leaves this list. A code that bookings were made with stays on record: switch it off instead."
      keepLabel="Keep code"
      confirmLabel="Remove code"
    />
  );
}
