"use client";

import { Copy } from "@/components/icons/copy";
import { Pencil } from "@/components/icons/pencil";
import { Plus } from "@/components/icons/plus";
import { Trash2 } from "@/components/icons/trash-2";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useOwnerChange } from "@/features/owner";
import {
  ConfirmButton,
  ConfirmChange,
  OwnerDialog,
  OwnerDialogActions,
} from "@/features/owner/components";
import { MAX_SEASON_NAME_LENGTH, type Season } from "../../owner-season-schemas";

/*
 * The seasons' changes (issue 19), each a dialog over the owner API. The server checks every
 * value; its message, a 409 naming the season in the way included, shows in the dialog.
 */

const money = { type: "number", inputMode: "decimal" as const, step: 0.01, min: 0.01 };

/** A number field's value: empty is null, which the API reads as 'not set'. */
function numberOf(data: FormData, name: string): number | null {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? null : Number(text);
}

function valuesOf(data: FormData) {
  return {
    name: String(data.get("name") ?? ""),
    from: String(data.get("from") ?? ""),
    to: String(data.get("to") ?? ""),
    pricePerNight: numberOf(data, "pricePerNight"),
    weekendPrice: numberOf(data, "weekendPrice"),
    midweekPrice: numberOf(data, "midweekPrice"),
    weekPrice: numberOf(data, "weekPrice"),
    minStay: numberOf(data, "minStay"),
  };
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : value;

/** 'Add season' (without `season`) or 'Edit' (with it): the one form of a season. */
export function SeasonDialog({ homeId, season }: { homeId: string; season?: Season }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = season ? `/api/owner/seasons/${season.id}` : `/api/owner/homes/${homeId}/seasons`;
    if (await run("season", path, valuesOf(new FormData(event.currentTarget)))) setOpen(false);
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        season ? (
          <Button type="button" variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {season.name}</span>
          </Button>
        ) : (
          <Button type="button">
            <Plus aria-hidden="true" />
            Add season
          </Button>
        )
      }
      title={season ? "Edit season" : "Add season"}
      description={
        <>
          Each night in it costs its price; a stay that starts in it keeps its minimum.
          &lsquo;To&rsquo; is the first day after the season.
        </>
      }
    >
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-5" noValidate>
        <Field
          label="Name"
          name="name"
          required
          maxLength={MAX_SEASON_NAME_LENGTH}
          placeholder="Summer"
          defaultValue={season?.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From" name="from" type="date" required defaultValue={season?.from} />
          <Field
            label="To"
            name="to"
            type="date"
            required
            description="The first day after the season"
            defaultValue={season?.to}
          />
        </div>
        <Field
          label="Price per night (€)"
          name="pricePerNight"
          required
          {...money}
          defaultValue={shown(season?.pricePerNight)}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-sm text-stone-600">
            A fixed price for a stay of exactly that kind inside the season
          </legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label="Weekend price (€)"
              name="weekendPrice"
              optional
              {...money}
              defaultValue={shown(season?.weekendPrice)}
            />
            <Field
              label="Midweek price (€)"
              name="midweekPrice"
              optional
              {...money}
              defaultValue={shown(season?.midweekPrice)}
            />
            <Field
              label="Week price (€)"
              name="weekPrice"
              optional
              {...money}
              defaultValue={shown(season?.weekPrice)}
            />
          </div>
        </fieldset>
        <Field
          label="Minimum stay (nights)"
          name="minStay"
          optional
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          description="Otherwise the home's own shortest stay"
          defaultValue={shown(season?.minStay)}
        />
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={
            <ConfirmButton
              busy={busy !== null}
              label={season ? "Save season" : "Add season"}
              destructive={false}
            />
          }
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Copy': to other homes on the same dates, to this home a year later, or both. */
export function CopySeasonDialog({
  season,
  otherHomes,
}: {
  season: Season;
  otherHomes: { id: string; name: string }[];
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();

  async function copy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      homeIds: form.getAll("homeIds").map(String),
      nextYear: form.get("nextYear") === "on",
    };
    if (await run("copy", `/api/owner/seasons/${season.id}/copy`, body)) setOpen(false);
  }

  const checkbox = "size-4 accent-forest-700";
  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> {season.name}</span>
        </Button>
      }
      title={`Copy ${season.name}`}
      description="The copies have the same name, prices and minimum stay. Nothing is copied if one would overlap another season."
    >
      <form onSubmit={(event) => void copy(event)} className="flex flex-col gap-5">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" name="nextYear" className={checkbox} />
          Next year, to this home
        </label>
        {otherHomes.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">
              Other homes, on the same dates
            </legend>
            {otherHomes.map((home) => (
              <label key={home.id} className="flex items-center gap-2 text-sm text-stone-800">
                <input type="checkbox" name="homeIds" value={home.id} className={checkbox} />
                {home.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <OwnerDialogActions
          error={error}
          keepLabel="Close"
          confirm={<ConfirmButton busy={busy !== null} label="Copy season" destructive={false} />}
        />
      </form>
    </OwnerDialog>
  );
}

/** 'Remove', confirmed: its nights cost the home's own price again. */
export function RemoveSeasonButton({ season, dates }: { season: Season; dates: string }) {
  return (
    <ConfirmChange
      path={`/api/owner/seasons/${season.id}/remove`}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> {season.name}</span>
        </Button>
      }
      title={`Remove ${season.name}?`}
      description={`Nights from ${dates} cost the home's own price again. Bookings keep the prices they were made with.`}
      keepLabel="Keep season"
      confirmLabel="Remove season"
    />
  );
}
