import { Badge } from "@/components/ui/badge";
import { LOCALE_NAMES } from "@/i18n/locales";
import { TRANSLATED_LOCALES } from "@/i18n/translated-texts";
import { MAX_EXTRAS_PER_HOME, type OwnerExtra } from "../../owner-extra-schemas";
import { ExtraDialog, MoveExtraButtons, RemoveExtraButton } from "./extra-dialogs";
import { extraChoiceInWords, extraPriceInWords } from "./extra-words";

/** The names the owner wrote in other languages, as 'Nederlands: Hond · Français: Chien'. */
function otherNames(extra: OwnerExtra): string {
  const written = TRANSLATED_LOCALES.filter((locale) => extra.translations[locale] !== "");
  if (written.length === 0) return "Every language shows the English name";
  return written
    .map((locale) => `${LOCALE_NAMES[locale]}: ${extra.translations[locale]}`)
    .join(" · ");
}

/**
 * A home's extras on its page of the back office (issue 35): what it sells beside its nights, in
 * the order guests see them, with their changes.
 */
export function OwnerExtras({ homeId, extras }: { homeId: string; extras: OwnerExtra[] }) {
  const ids = extras.map((extra) => extra.id);
  const full = extras.length >= MAX_EXTRAS_PER_HOME;
  return (
    <section id="extras" aria-labelledby="extras-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="extras-heading" className="font-serif text-xl font-semibold text-forest-900">
          Extras
        </h2>
        {full ? null : <ExtraDialog homeId={homeId} />}
      </div>
      <p className="max-w-prose text-sm text-stone-700">
        What guests pay for beside the nights, such as bed linen, a dog or firewood. Mandatory
        extras are in every price guests see; optional ones they choose when booking. Changing or
        removing an extra never changes a booking already made: it keeps the extras it bought, at
        their price then.
      </p>
      {extras.length === 0 ? (
        <p className="text-sm text-stone-700">This home sells no extras yet.</p>
      ) : (
        <ol aria-label="Extras, in the order guests see them" className="flex flex-col gap-3">
          {extras.map((extra, index) => (
            <li
              key={extra.id}
              aria-labelledby={`extra-${extra.id}`}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 md:flex-row md:items-center md:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span
                    id={`extra-${extra.id}`}
                    className="font-semibold break-words text-stone-900"
                  >
                    {extra.name}
                  </span>
                  <Badge tone={extra.mandatory ? "forest" : "neutral"}>
                    {extraChoiceInWords(extra)}
                  </Badge>
                </p>
                <p className="text-sm text-stone-800">{extraPriceInWords(extra)}</p>
                <p className="text-xs break-words text-stone-600">{otherNames(extra)}</p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {extras.length > 1 ? (
                  <MoveExtraButtons homeId={homeId} ids={ids} index={index} name={extra.name} />
                ) : null}
                <ExtraDialog homeId={homeId} extra={extra} />
                <RemoveExtraButton extra={extra} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {extras.length > 0 ? (
        <p className="text-sm text-stone-700">
          {full
            ? `A home can sell at most ${MAX_EXTRAS_PER_HOME} extras: remove one to add another.`
            : `${extras.length} of at most ${MAX_EXTRAS_PER_HOME} extras.`}
        </p>
      ) : null}
    </section>
  );
}
