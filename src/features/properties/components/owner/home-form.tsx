"use client";

import { Loader2, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, SelectField, TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { ownerChange } from "@/features/owner";
import { LOCALE_NAMES } from "@/i18n/locales";
import { ApiRequestError, responseSchema } from "@/lib/api-client";
import { propertyTypes } from "../../schemas";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/translated-texts";
import type {
  CatalogueAmenity,
  CatalogueFeature,
  HomeForm as HomeFormValues,
  OwnerCatalogue,
} from "../../owner-home-schemas";

/*
 * The one form of a home, for 'Add a home' and for editing (issue 16). The server checks every
 * value; its errors come back per field in `details` and are shown beside that field.
 */

const FAILED = "That did not work. Please try again.";

const withId = responseSchema(
  (value): value is { id: string } =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { id?: unknown }).id === "string",
);

function MapMessage() {
  return (
    <div className="flex h-full items-center justify-center text-sm text-stone-600">
      Loading map…
    </div>
  );
}

// Leaflet touches `window` when it loads: the map only renders in the browser, on this page.
const HomeLocationMap = dynamic(
  () => import("./home-location-map").then((m) => m.HomeLocationMap),
  { ssr: false, loading: MapMessage },
);

/**
 * The field a detail's path names: `policy.x` and `translations.nl.x` are fields of their own,
 * `tags.3` is `tags` and `translations.nl.houseRules.3` is `translations.nl.houseRules`.
 */
function fieldOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "translations" && parts[1] && parts[2]) return parts.slice(0, 3).join(".");
  return parts[0] === "policy" && parts[1] ? `policy.${parts[1]}` : (parts[0] ?? "");
}

/** The texts' language tabs: English first, required; then those guests read it in. */
type TextsTab = "en" | TranslatedLocale;
const TEXT_FIELDS = ["name", "description", "location", "houseRules"] as const;

/** The tab holding the first field with an error, so the owner sees it; null when none does. */
function tabWithError(errors: Record<string, string>): TextsTab | null {
  if (TEXT_FIELDS.some((field) => errors[field])) return "en";
  return (
    TRANSLATED_LOCALES.find((locale) =>
      TEXT_FIELDS.some((field) => errors[`translations.${locale}.${field}`]),
    ) ?? null
  );
}

/** Lines of a translated house rules box: an empty line keeps that rule in English. */
function ruleLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.trim());
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines;
}

function fieldErrors(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== "string" || typeof detail.message !== "string") continue;
    errors[fieldOf(detail.path)] ??= detail.message;
  }
  return errors;
}

/** A number field's value: empty is null, so the server can say the field is needed. */
function numberOf(data: FormData, name: string): number | null {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? null : Number(text);
}

function textOf(data: FormData, name: string): string {
  return String(data.get(name) ?? "");
}

function valuesOf(data: FormData, latitude: string, longitude: string) {
  const coordinate = (text: string) => (text.trim() === "" ? null : Number(text));
  const highlighted = new Set(data.getAll("highlighted").map(String));
  return {
    name: textOf(data, "name"),
    description: textOf(data, "description"),
    location: textOf(data, "location"),
    type: textOf(data, "type"),
    bedrooms: numberOf(data, "bedrooms"),
    bathrooms: numberOf(data, "bathrooms"),
    area: numberOf(data, "area"),
    maxGuests: numberOf(data, "maxGuests"),
    pricePerNight: numberOf(data, "pricePerNight"),
    supplementPerPerson: numberOf(data, "supplementPerPerson"),
    touristTax: numberOf(data, "touristTax"),
    securityDeposit: numberOf(data, "securityDeposit") ?? 0,
    cleaningFee: numberOf(data, "cleaningFee") ?? 0,
    serviceFee: numberOf(data, "serviceFee") ?? 0,
    tags: textOf(data, "tags")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    checkInTime: textOf(data, "checkInTime"),
    checkOutTime: textOf(data, "checkOutTime"),
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    policy: {
      earlyCheckIn: data.get("policy.earlyCheckIn") === "on",
      lateCheckOut: data.get("policy.lateCheckOut") === "on",
      earlyCheckInFee: numberOf(data, "policy.earlyCheckInFee"),
      lateCheckOutFee: numberOf(data, "policy.lateCheckOutFee"),
      minStayDuration: numberOf(data, "policy.minStayDuration"),
      maxStayDuration: numberOf(data, "policy.maxStayDuration"),
    },
    houseRules: textOf(data, "houseRules")
      .split("\n")
      .map((rule) => rule.trim())
      .filter(Boolean),
    amenityIds: data.getAll("amenityIds").map(String),
    features: data
      .getAll("featureIds")
      .map(String)
      .map((id) => ({ id, highlighted: highlighted.has(id) })),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const field = (name: string) => textOf(data, `translations.${locale}.${name}`);
        return [
          locale,
          {
            name: field("name"),
            description: field("description"),
            location: field("location"),
            houseRules: ruleLines(field("houseRules")),
          },
        ];
      }),
    ),
  };
}

const money = (value: number | null) => (value === null ? "" : String(value));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-lg font-semibold text-forest-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  label,
  defaultChecked,
}: {
  name: string;
  value?: string;
  label: ReactNode;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="size-4 accent-forest-700"
      />
      {label}
    </label>
  );
}

export interface HomeFormProps {
  /** The home being edited; absent for 'Add a home'. */
  homeId?: string;
  values: HomeFormValues;
  catalogue: OwnerCatalogue;
  tileUrl: string;
}

export function HomeForm({ homeId, values, catalogue, tileUrl }: HomeFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [textsTab, setTextsTab] = useState<TextsTab>("en");
  const [latitude, setLatitude] = useState(values.latitude === null ? "" : String(values.latitude));
  const [longitude, setLongitude] = useState(
    values.longitude === null ? "" : String(values.longitude),
  );
  const [amenities, setAmenities] = useState(catalogue.amenities);
  const [features, setFeatures] = useState(catalogue.features);
  const [chosenAmenities] = useState(() => new Set(values.amenityIds));
  const [chosenFeatures] = useState(
    () => new Map(values.features.map((feature) => [feature.id, feature.highlighted])),
  );

  const pick = useCallback((lat: number, lng: number) => {
    setLatitude(String(lat));
    setLongitude(String(lng));
  }, []);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    setSaved(false);
    const body = valuesOf(new FormData(event.currentTarget), latitude, longitude);
    try {
      const home = await ownerChange(
        homeId ? `/api/owner/homes/${homeId}` : "/api/owner/homes",
        withId,
        body,
      );
      if (homeId) {
        setSaved(true);
        router.refresh();
      } else {
        router.push(`/owner/homes/${home.id}`);
      }
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        const byField = fieldErrors(failure.details);
        const tab = tabWithError(byField);
        if (tab) setTextsTab(tab);
        setErrors(byField);
        setFormError(
          Object.keys(byField).length > 0
            ? `Please correct the fields marked below: ${failure.message}.`
            : failure.message,
        );
      } else {
        setFormError(FAILED);
      }
    } finally {
      setBusy(false);
    }
  }

  const categories = [...new Set(amenities.map((amenity) => amenity.category))].sort();
  const numberProps = { type: "number", inputMode: "decimal" as const, step: 0.01, min: 0 };
  const countProps = { type: "number", inputMode: "numeric" as const, step: 1, min: 0 };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6"
    >
      <Section title="The home">
        <HomeTexts values={values} errors={errors} tab={textsTab} onTab={setTextsTab} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Type" name="type" defaultValue={values.type} error={errors.type}>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <Field
            label="Maximum guests"
            name="maxGuests"
            {...countProps}
            min={1}
            defaultValue={values.maxGuests}
            error={errors.maxGuests}
          />
          <Field
            label="Bedrooms"
            name="bedrooms"
            {...countProps}
            defaultValue={values.bedrooms}
            error={errors.bedrooms}
          />
          <Field
            label="Bathrooms"
            name="bathrooms"
            {...countProps}
            defaultValue={values.bathrooms}
            error={errors.bathrooms}
          />
          <Field
            label="Area (m²)"
            name="area"
            {...countProps}
            defaultValue={values.area}
            error={errors.area}
          />
        </div>
        <Field
          label="Tags"
          name="tags"
          optional
          description="Separated by commas, like: river, sauna, dogs welcome."
          defaultValue={values.tags.join(", ")}
          error={errors.tags}
        />
      </Section>

      <Section title="Prices and fees (€)">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Price per night (€)"
            name="pricePerNight"
            {...numberProps}
            defaultValue={values.pricePerNight}
            error={errors.pricePerNight}
          />
          <Field
            label="Supplement per person per night (€)"
            name="supplementPerPerson"
            optional
            {...numberProps}
            defaultValue={money(values.supplementPerPerson)}
            error={errors.supplementPerPerson}
          />
          <Field
            label="Tourist tax per person per night (€)"
            name="touristTax"
            optional
            {...numberProps}
            defaultValue={money(values.touristTax)}
            error={errors.touristTax}
          />
          <Field
            label="Cleaning fee (€)"
            name="cleaningFee"
            {...numberProps}
            defaultValue={values.cleaningFee}
            error={errors.cleaningFee}
          />
          <Field
            label="Service fee (€)"
            name="serviceFee"
            {...numberProps}
            defaultValue={values.serviceFee}
            error={errors.serviceFee}
          />
          <Field
            label="Security deposit (€)"
            name="securityDeposit"
            {...numberProps}
            defaultValue={values.securityDeposit}
            error={errors.securityDeposit}
          />
        </div>
      </Section>

      <Section title="Stays and policies">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Check-in time"
            name="checkInTime"
            placeholder="15:00"
            description="As HH:MM."
            defaultValue={values.checkInTime}
            error={errors.checkInTime}
          />
          <Field
            label="Check-out time"
            name="checkOutTime"
            placeholder="11:00"
            description="As HH:MM."
            defaultValue={values.checkOutTime}
            error={errors.checkOutTime}
          />
          <Field
            label="Shortest stay (nights)"
            name="policy.minStayDuration"
            {...countProps}
            min={1}
            defaultValue={values.policy.minStayDuration}
            error={errors["policy.minStayDuration"]}
          />
          <Field
            label="Longest stay (nights)"
            name="policy.maxStayDuration"
            {...countProps}
            min={1}
            max={365}
            defaultValue={values.policy.maxStayDuration}
            error={errors["policy.maxStayDuration"]}
          />
          <Field
            label="Early check-in fee (€)"
            name="policy.earlyCheckInFee"
            optional
            {...numberProps}
            defaultValue={money(values.policy.earlyCheckInFee)}
            error={errors["policy.earlyCheckInFee"]}
          />
          <Field
            label="Late check-out fee (€)"
            name="policy.lateCheckOutFee"
            optional
            {...numberProps}
            defaultValue={money(values.policy.lateCheckOutFee)}
            error={errors["policy.lateCheckOutFee"]}
          />
        </div>
        <div className="flex flex-wrap gap-6">
          <Checkbox
            name="policy.earlyCheckIn"
            label="Early check-in possible"
            defaultChecked={values.policy.earlyCheckIn}
          />
          <Checkbox
            name="policy.lateCheckOut"
            label="Late check-out possible"
            defaultChecked={values.policy.lateCheckOut}
          />
        </div>
      </Section>

      <Section title="Where it is">
        <p id="coordinates-help" className="text-sm text-stone-600">
          Click the map or drag its pin to set the coordinates, or type them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Latitude"
            name="latitude"
            optional
            inputMode="decimal"
            aria-describedby="coordinates-help"
            value={latitude}
            onChange={(event) => setLatitude(event.target.value)}
            error={errors.latitude}
          />
          <Field
            label="Longitude"
            name="longitude"
            optional
            inputMode="decimal"
            aria-describedby="coordinates-help"
            value={longitude}
            onChange={(event) => setLongitude(event.target.value)}
            error={errors.longitude}
          />
        </div>
        <div
          role="region"
          aria-label="Map to pick the coordinates"
          data-testid="home-location-map"
          className="isolate h-72 overflow-hidden rounded-xl border border-stone-200 bg-bark-100 sm:h-96"
        >
          <HomeLocationMap
            latitude={
              Number.isFinite(Number(latitude)) && latitude !== "" ? Number(latitude) : null
            }
            longitude={
              Number.isFinite(Number(longitude)) && longitude !== "" ? Number(longitude) : null
            }
            tileUrl={tileUrl}
            onPick={pick}
          />
        </div>
      </Section>

      <Section title="Amenities">
        {categories.map((category) => (
          <fieldset key={category} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-stone-800">{category}</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {amenities
                .filter((amenity) => amenity.category === category)
                .map((amenity) => (
                  <Checkbox
                    key={amenity.id}
                    name="amenityIds"
                    value={amenity.id}
                    label={amenity.name}
                    defaultChecked={chosenAmenities.has(amenity.id)}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        <FormError message={errors.amenityIds} />
        <AddToCatalogue
          kind="amenity"
          categories={categories}
          onAdded={(amenity) => {
            chosenAmenities.add(amenity.id);
            setAmenities((known) =>
              known.some((a) => a.id === amenity.id)
                ? known
                : [...known, amenity as CatalogueAmenity],
            );
          }}
        />
      </Section>

      <Section title="Features">
        <p className="text-sm text-stone-600">Highlighted features lead the home&apos;s page.</p>
        <ul className="flex flex-col gap-2">
          {features.map((feature) => (
            <li key={feature.id} className="flex flex-wrap items-center gap-x-6 gap-y-1">
              <Checkbox
                name="featureIds"
                value={feature.id}
                label={feature.name}
                defaultChecked={chosenFeatures.has(feature.id)}
              />
              <Checkbox
                name="highlighted"
                value={feature.id}
                label={<span className="text-stone-600">Highlighted</span>}
                defaultChecked={chosenFeatures.get(feature.id) ?? false}
              />
            </li>
          ))}
        </ul>
        <FormError message={errors.features} />
        <AddToCatalogue
          kind="feature"
          categories={[]}
          onAdded={(feature) => {
            chosenFeatures.set(feature.id, false);
            setFeatures((known) =>
              known.some((f) => f.id === feature.id) ? known : [...known, feature],
            );
          }}
        />
      </Section>

      <FormError message={formError} />
      {saved ? (
        <p role="status" className="text-sm font-medium text-forest-800">
          Saved. Guests see the changes now.
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={busy ? true : undefined}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {homeId ? "Save changes" : "Add home"}
        </Button>
      </div>
    </form>
  );
}

const TAB_CLASS =
  "shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 transition-colors hover:text-forest-800 data-[state=active]:border-forest-700 data-[state=active]:text-forest-800";

/**
 * The texts guests read, one tab per language: English is required, the others are optional
 * and a field left empty shows guests the English one. Every tab stays in the form (hidden
 * when inactive), so one save sends every language.
 */
function HomeTexts({
  values,
  errors,
  tab,
  onTab,
}: {
  values: HomeFormValues;
  errors: Record<string, string>;
  tab: TextsTab;
  onTab: (tab: TextsTab) => void;
}) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as TextsTab)}>
      <Tabs.List
        aria-label="Language of the texts"
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-stone-200)]"
      >
        <Tabs.Trigger value="en" className={TAB_CLASS}>
          {LOCALE_NAMES.en}
        </Tabs.Trigger>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tabs.Trigger key={locale} value={locale} className={TAB_CLASS}>
            {LOCALE_NAMES[locale]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <p className="pt-3 text-sm text-stone-600">
        English is required. In the other languages every field is optional: guests reading a
        language see the English text wherever its field is empty.
      </p>
      <Tabs.Content
        value="en"
        forceMount
        className="flex flex-col gap-4 pt-4 data-[state=inactive]:hidden"
      >
        <Field label="Name" name="name" defaultValue={values.name} error={errors.name} required />
        <TextareaField
          label="Description"
          name="description"
          rows={5}
          defaultValue={values.description}
          error={errors.description}
        />
        <Field
          label="Location"
          name="location"
          defaultValue={values.location}
          error={errors.location}
        />
        <TextareaField
          label="House rules"
          name="houseRules"
          optional
          rows={4}
          description="One rule per line, in the order guests see them."
          defaultValue={values.houseRules.join("\n")}
          error={errors.houseRules}
        />
      </Tabs.Content>
      {TRANSLATED_LOCALES.map((locale) => {
        const language = LOCALE_NAMES[locale];
        const texts = values.translations[locale];
        const name = (field: (typeof TEXT_FIELDS)[number]) => `translations.${locale}.${field}`;
        return (
          <Tabs.Content
            key={locale}
            value={locale}
            forceMount
            className="flex flex-col gap-4 pt-4 data-[state=inactive]:hidden"
          >
            <Field
              label={`Name (${language})`}
              name={name("name")}
              optional
              lang={locale}
              defaultValue={texts.name}
              error={errors[name("name")]}
            />
            <TextareaField
              label={`Description (${language})`}
              name={name("description")}
              optional
              lang={locale}
              rows={5}
              defaultValue={texts.description}
              error={errors[name("description")]}
            />
            <Field
              label={`Location (${language})`}
              name={name("location")}
              optional
              lang={locale}
              defaultValue={texts.location}
              error={errors[name("location")]}
            />
            <TextareaField
              label={`House rules (${language})`}
              name={name("houseRules")}
              optional
              lang={locale}
              rows={4}
              description="One line for each English rule, in the same order; an empty line keeps that rule in English."
              defaultValue={texts.houseRules.join("\n")}
              error={errors[name("houseRules")]}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** 'Add an amenity' / 'Add a feature': grows the catalogue without leaving the form. */
function AddToCatalogue({
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
        setError(FAILED);
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
