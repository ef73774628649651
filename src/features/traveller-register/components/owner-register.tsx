"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ownerChange } from "@/features/owner";
import { ApiRequestError } from "@/lib/api-client";
import { formatInstant, formatLongDate, todayInBrussels } from "@/lib/dates";
import type { TravellerField, TravellerInput } from "../check";
import type { RegisterView } from "../schemas";
import { registerViewCheck } from "./view-check";
import { RegisterEditor, RegisterList, type EditorTexts } from "./register-editor";

const FIELDS: Record<TravellerField, string> = {
  surname: "Surname",
  firstNames: "First names",
  birthPlace: "Place of birth",
  birthDate: "Date of birth",
  nationality: "Nationality",
};

const TEXTS: EditorTexts = {
  traveller: (number) => `Traveller ${number}`,
  fields: FIELDS,
  problems: {
    missing: "Required",
    tooLong: "Too long",
    birthDate: "A date of birth, not in the future",
  },
  add: "Add a traveller",
  remove: (number) => `Remove traveller ${number}`,
  save: "Save register",
  saving: "Saving…",
  limit: (max) =>
    `Up to ${max} ${max === 1 ? "traveller" : "travellers"}, the booking's guests. Check each against an identity document shown to you; keep no copy.`,
  checkFields: "Please correct the marked fields.",
};

/**
 * The traveller register on the owner's booking page: who the guest listed, or the form to fill
 * it in at arrival (docs/decisions/0053).
 */
export function OwnerTravellerRegister({ register }: { register: RegisterView }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const count = register.travellers.length;

  async function save(travellers: TravellerInput[]): Promise<string | null> {
    try {
      await ownerChange(`/api/owner/bookings/${register.bookingId}/register`, registerViewCheck, {
        travellers,
      });
      setEditing(false);
      router.refresh();
      return null;
    } catch (error) {
      return error instanceof ApiRequestError ? error.message : "The register was not saved.";
    }
  }

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Traveller register</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        <p>
          {count === 0
            ? "Not filled in yet."
            : `${count} ${count === 1 ? "traveller" : "travellers"}, filled in by ${
                register.filledBy === "owner" ? "an owner" : "the guest"
              }${register.filledAt ? ` on ${formatInstant(register.filledAt)}` : ""}.`}
          {register.reminderSentAt
            ? ` Reminder sent ${formatInstant(register.reminderSentAt)}.`
            : ""}
        </p>
        {editing ? (
          <RegisterEditor
            initial={register.travellers}
            max={register.maxTravellers}
            today={todayInBrussels()}
            texts={TEXTS}
            save={save}
            onCancel={{ label: "Cancel", run: () => setEditing(false) }}
          />
        ) : (
          <>
            {count > 0 ? (
              <RegisterList
                travellers={register.travellers}
                fields={FIELDS}
                formatDate={(date) => formatLongDate(date)}
              />
            ) : null}
            {register.editable ? (
              <div>
                <Button
                  type="button"
                  variant={count > 0 ? "outline" : "default"}
                  onClick={() => setEditing(true)}
                >
                  {count > 0 ? "Change register" : "Fill in register"}
                </Button>
              </div>
            ) : (
              <p className="text-stone-600">
                {count > 0
                  ? "The stay has ended: the register can no longer change."
                  : "The register is filled in for a confirmed stay, until its day of departure."}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's export: the registers of the stays in a period, as CSV. */
export function RegisterExportForm({ from, to }: { from: string; to: string }) {
  return (
    <form
      method="get"
      action="/api/owner/traveller-register.csv"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <p className="w-full font-medium text-stone-900">Traveller register (CSV)</p>
      <label className="flex flex-col gap-1">
        From
        <input
          type="date"
          name="from"
          required
          defaultValue={from}
          className="rounded-md border border-stone-300 px-2 py-1.5"
        />
      </label>
      <label className="flex flex-col gap-1">
        To (not included)
        <input
          type="date"
          name="to"
          required
          defaultValue={to}
          className="rounded-md border border-stone-300 px-2 py-1.5"
        />
      </label>
      <Button type="submit" variant="outline">
        Download CSV
      </Button>
    </form>
  );
}
