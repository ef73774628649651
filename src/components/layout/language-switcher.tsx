import { Globe } from "@/components/icons/globe";
import { useTranslations } from "next-intl";
import { usePageLocale } from "@/i18n/use-page-locale";
import { popoverUnderButton } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { LanguageLinks } from "./language-links";

// Rendered on the server: only the links, which read the browser's path and query, are a client
// component, so the button, its icon and its texts cost no JavaScript.

/** The header's switcher: a button named 'Language: en' opening the list (a native popover). */
export function LanguageMenu() {
  const t = useTranslations("layout");
  const current = usePageLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget="language-menu"
        className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-stone-800 uppercase hover:text-forest-700"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* The name contains what the button shows (WCAG 2.5.3): "Language: en". */}
        <span className="sr-only normal-case">{t("language")}: </span>
        {current}
      </button>
      <div
        id="language-menu"
        popover="auto"
        className={cn(
          popoverUnderButton,
          "min-w-40 rounded-lg border border-stone-200 bg-white p-1 shadow-lg",
        )}
      >
        <ul aria-label={t("language")}>
          <LanguageLinks
            current={current}
            linkClass="block rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-forest-50 hover:text-forest-900 aria-[current]:font-semibold aria-[current]:text-forest-800"
          />
        </ul>
      </div>
    </>
  );
}

/** The footer's switcher: the languages as a list of links. */
export function LanguageList({ className }: { className?: string }) {
  const t = useTranslations("layout");
  const current = usePageLocale();
  return (
    <nav aria-label={t("language")} className={cn("flex flex-wrap items-center gap-3", className)}>
      <Globe aria-hidden="true" className="size-4 text-bark-200" />
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <LanguageLinks
          current={current}
          linkClass="rounded-sm text-forest-100 underline-offset-4 hover:text-white hover:underline aria-[current]:font-semibold aria-[current]:text-white focus-visible:outline-bark-200"
        />
      </ul>
    </nav>
  );
}
