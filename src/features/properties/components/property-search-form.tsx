import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { getPathname, Link } from "@/i18n/navigation";
import { usePageLocale } from "@/i18n/use-page-locale";
import { cn } from "@/lib/cn";
import type { PropertySearchValues } from "../schemas";

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
  const t = useTranslations("catalogue.search");
  const locale = usePageLocale();
  const hasFilters = Object.values(values).some((value) => value !== undefined && value !== "");
  const describedBy = ["stay-days-hint", error ? "search-error" : null].filter(Boolean).join(" ");
  return (
    <form
      action={`${getPathname({ href: "/properties", locale })}#all-homes`}
      method="get"
      role="search"
      aria-label={t("label")}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr_1.2fr_auto] lg:items-end">
        <Field
          id="search-text"
          label={t("text")}
          name="search"
          type="search"
          maxLength={100}
          defaultValue={values.search}
          placeholder={t("textPlaceholder")}
          className="sm:col-span-2 lg:col-span-1"
        />
        <Field
          id="search-persons"
          label={t("guests")}
          name="persons"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          defaultValue={values.persons}
          placeholder={t("guestsPlaceholder")}
        />
        <Field
          id="search-start"
          label={t("checkIn")}
          name="startDate"
          type="date"
          min={minDate}
          defaultValue={values.startDate}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <Field
          id="search-end"
          label={t("checkOut")}
          name="endDate"
          type="date"
          min={minDate}
          defaultValue={values.endDate}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" size="lg" className="h-11 sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" />
          {t("submit")}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id="stay-days-hint" className="text-sm text-stone-600">
          {t("stayDays")}
        </p>
        {hasFilters ? (
          <Link
            href="/properties#all-homes"
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0")}
          >
            {t("clearFilters")}
          </Link>
        ) : null}
      </div>
      <FormError id="search-error" message={error} className="mt-3" />
    </form>
  );
}
