import { CircleAlert, Search } from "lucide-react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface PropertySearchValues {
  search?: string;
  persons?: string;
  startDate?: string;
  endDate?: string;
}

const fieldClass =
  "h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-500";
const labelClass = "text-sm font-medium text-stone-800";

/** A plain GET form, so searching works before (or without) JavaScript. */
export function PropertySearchForm({
  values,
  error,
  minDate,
}: {
  values: PropertySearchValues;
  /** A human message about the filters, shown beside the form. */
  error?: string | null;
  /** The earliest selectable check-in, as YYYY-MM-DD. */
  minDate?: string;
}) {
  const hasFilters = Object.values(values).some((value) => value !== undefined && value !== "");
  const describedBy = ["stay-days-hint", error ? "search-error" : null].filter(Boolean).join(" ");
  return (
    <form
      action="/properties#all-homes"
      method="get"
      role="search"
      aria-label="Search holiday homes"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr_1.2fr_auto] lg:items-end">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="search-text" className={labelClass}>
            Search
          </label>
          <input
            id="search-text"
            name="search"
            type="search"
            maxLength={100}
            defaultValue={values.search}
            placeholder="Name, village or keyword"
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="search-persons" className={labelClass}>
            Guests
          </label>
          <input
            id="search-persons"
            name="persons"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            defaultValue={values.persons}
            placeholder="Any"
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="search-start" className={labelClass}>
            Check-in
          </label>
          <input
            id="search-start"
            name="startDate"
            type="date"
            min={minDate}
            defaultValue={values.startDate}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="search-end" className={labelClass}>
            Check-out
          </label>
          <input
            id="search-end"
            name="endDate"
            type="date"
            min={minDate}
            defaultValue={values.endDate}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={fieldClass}
          />
        </div>
        <Button type="submit" size="lg" className="h-11 sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id="stay-days-hint" className="text-sm text-stone-600">
          Stays start and end on a Monday or a Friday.
        </p>
        {hasFilters ? (
          <Link
            href="/properties#all-homes"
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0")}
          >
            Clear filters
          </Link>
        ) : null}
      </div>
      {error ? (
        <p
          id="search-error"
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </form>
  );
}
