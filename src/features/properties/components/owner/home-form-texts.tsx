"use client";

import { useFormContext } from "react-hook-form";
import { Field, TextareaField } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { LOCALE_NAMES } from "@/i18n/locales";
import { TRANSLATED_LOCALES } from "@/i18n/translated-texts";
import { TEXT_FIELDS, type HomeFields, type TextsTab } from "./home-form-fields";
import { useErrorOf } from "./home-form-parts";

const TAB_CLASS =
  "shrink-0 rounded-t-md border-b-2 border-transparent px-2 py-2 text-sm sm:px-3 font-medium text-stone-600 transition-colors hover:text-forest-800 data-[state=active]:border-forest-700 data-[state=active]:text-forest-800";

/** The tab holding the first field with an error, so the owner sees it; null when none does. */
export function tabWithError(errorOf: (name: string) => string | undefined): TextsTab | null {
  const has = (name: string) => errorOf(name) !== undefined;
  if (TEXT_FIELDS.some((field) => has(field))) return "en";
  return (
    TRANSLATED_LOCALES.find((locale) =>
      TEXT_FIELDS.some((field) => has(`translations.${locale}.${field}`)),
    ) ?? null
  );
}

/**
 * The texts guests read, one tab per language: English is required, the others are optional
 * and a field left empty shows guests the English one. Every tab stays in the form (hidden
 * when inactive), so one save sends every language.
 */
export function HomeTexts({
  initial,
  tab,
  onTab,
}: {
  initial: HomeFields;
  tab: TextsTab;
  onTab: (tab: TextsTab) => void;
}) {
  const { register } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(value as TextsTab)}>
      <TabList
        label="Language of the texts"
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-stone-200)]"
      >
        <Tab value="en" className={TAB_CLASS}>
          {LOCALE_NAMES.en}
        </Tab>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tab key={locale} value={locale} className={TAB_CLASS}>
            {LOCALE_NAMES[locale]}
          </Tab>
        ))}
      </TabList>
      <p className="pt-3 text-sm text-stone-600">
        English is required. In the other languages every field is optional: guests reading a
        language see the English text wherever its field is empty.
      </p>
      <TabPanel value="en" className="flex flex-col gap-4 pt-4">
        <Field
          label="Name"
          {...register("name")}
          defaultValue={initial.name}
          error={errorOf("name")}
          required
        />
        <TextareaField
          label="Description"
          rows={5}
          {...register("description")}
          defaultValue={initial.description}
          error={errorOf("description")}
        />
        <Field
          label="Location"
          {...register("location")}
          defaultValue={initial.location}
          error={errorOf("location")}
        />
        <TextareaField
          label="House rules"
          optional
          rows={4}
          description="One rule per line, in the order guests see them."
          {...register("houseRules")}
          defaultValue={initial.houseRules}
          error={errorOf("houseRules")}
        />
      </TabPanel>
      {TRANSLATED_LOCALES.map((locale) => {
        const language = LOCALE_NAMES[locale];
        return (
          <TabPanel key={locale} value={locale} className="flex flex-col gap-4 pt-4">
            <Field
              label={`Name (${language})`}
              optional
              lang={locale}
              {...register(`translations.${locale}.name`)}
              defaultValue={initial.translations[locale].name}
              error={errorOf(`translations.${locale}.name`)}
            />
            <TextareaField
              label={`Description (${language})`}
              optional
              lang={locale}
              rows={5}
              {...register(`translations.${locale}.description`)}
              defaultValue={initial.translations[locale].description}
              error={errorOf(`translations.${locale}.description`)}
            />
            <Field
              label={`Location (${language})`}
              optional
              lang={locale}
              {...register(`translations.${locale}.location`)}
              defaultValue={initial.translations[locale].location}
              error={errorOf(`translations.${locale}.location`)}
            />
            <TextareaField
              label={`House rules (${language})`}
              optional
              lang={locale}
              rows={4}
              description="One line for each English rule, in the same order; an empty line keeps that rule in English."
              {...register(`translations.${locale}.houseRules`)}
              defaultValue={initial.translations[locale].houseRules}
              error={errorOf(`translations.${locale}.houseRules`)}
            />
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
