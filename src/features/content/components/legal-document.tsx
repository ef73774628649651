import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { POLICIES_UPDATED, policiesUpdatedLabel } from "../legal";
import { pageLocale } from "@/i18n/page-locale";
import { PageIntro } from "./page-intro";

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

/** Long-form body text: readable line length, spaced paragraphs, bulleted lists, clear links. */
export const proseClass =
  "flex flex-col gap-3 leading-relaxed text-stone-700 [&_a]:rounded-sm [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-forest-900 [&_strong]:font-semibold [&_strong]:text-stone-900 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5";

/**
 * Terms and privacy share one shape: title, date, contents, numbered sections. Each has its
 * eyebrow, title, intro, "Last updated" line and contents heading in its own namespace.
 */
export async function LegalDocument({
  namespace,
  sections,
}: {
  namespace: "terms" | "privacy";
  sections: readonly LegalSection[];
}) {
  const [t, locale] = await Promise.all([getTranslations(namespace), pageLocale()]);
  const updated = t.rich("lastUpdated", {
    date: policiesUpdatedLabel(locale),
    time: (chunks) => (
      <time dateTime={POLICIES_UPDATED.dateTime} className="font-medium text-stone-800">
        {chunks}
      </time>
    ),
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} meta={<p>{updated}</p>}>
        {t("intro")}
      </PageIntro>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-labelledby="contents-heading"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2
            id="contents-heading"
            className="text-sm font-semibold tracking-wider text-stone-600 uppercase"
          >
            {t("contents")}
          </h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-stone-500 tabular-nums">
                  {index + 1}.
                </span>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-forest-700 underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="mb-3 font-serif text-xl font-semibold text-forest-950 sm:text-2xl"
              >
                <span className="text-bark-700">{index + 1}.</span> {section.title}
              </h2>
              <div className={proseClass}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
