import { Search } from "@/components/icons/search";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { type StaySearchKind } from "@/features/stays";
import { StayTypeField } from "@/features/stays/components";
import { FormError } from "@/components/ui/field-parts";
import { Link } from "@/i18n/link";
import { usePageLocale } from "@/i18n/use-page-locale";
import { intlLocaleOf, localizedPath } from "@/i18n/locales";
import type { PropertySearchValues } from "../schemas";

/** A plain GET form, so searching works before (or without) JavaScript. */
export function PropertySearchForm({
  values,
  error,
  minDate,
  months = [],
}: {
  values: PropertySearchValues;
  /** A human message about the filters, shown beside the form. */
  error?: string | null;
  /** The earliest selectable check-in, as YYYY-MM-DD. */
  minDate?: string;
  /** The months offered for a stay type (YYYY-MM). */
  months?: readonly string[];
}) {
  const t = useTranslations("catalogue.search");
  const locale = usePageLocale();
  const monthName = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const hasFilters = Object.values(values).some((value) => value !== undefined && value !== "");
  const describedBy = ["stay-days-hint", error ? "search-error" : null].filter(Boolean).join(" ");
  return (
    <form
      action={`${localizedPath("/properties", locale)}#all-homes`}
      method="get"
      role="search"
      aria-label={t("label")}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr_1.2fr] lg:items-end">
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
      </div>
      {/* The button after every filter, the stay's kind and month included, which it applies. */}
      <div className="mt-4 grid gap-4 sm:grid-cols-[auto_minmax(12rem,16rem)_auto] sm:items-end">
        <StayTypeField name="stay" defaultValue={(values.stay as StaySearchKind) ?? "any"} />
        <SelectField
          id="search-month"
          label={t("month")}
          name="month"
          defaultValue={values.month ?? ""}
          aria-describedby="stay-type-hint"
        >
          <option value="">{t("anyMonth")}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthName.format(new Date(`${month}-01T00:00:00Z`))}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" />
          {t("submit")}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <p id="stay-days-hint" className="text-sm text-stone-600">
            {t("stayDays")}
          </p>
          <p id="stay-type-hint" className="text-sm text-stone-600">
            {t("stayTypeHint")}
          </p>
        </div>
        {hasFilters ? (
          <Link
            href="/properties#all-homes"
            className={buttonVariants({ variant: "link", size: "inline" })}
          >
            {t("clearFilters")}
          </Link>
        ) : null}
      </div>
      <FormError id="search-error" message={error} className="mt-3" />
    </form>
  );
}
