import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { STAY_SEARCH_KINDS, type StaySearchKind } from "../stay-search";

export interface StayTypeFieldProps {
  /** The radios' name in a form. */
  name: string;
  /** Controlled: the chosen kind and what to do on a change. */
  value?: StaySearchKind;
  onChange?(kind: StaySearchKind): void;
  /** Uncontrolled, in a plain GET form. */
  defaultValue?: StaySearchKind;
  className?: string;
}

/** 'Stay type': Weekend, Midweek, Week or Any, as one radio group. */
export function StayTypeField({
  name,
  value,
  onChange,
  defaultValue,
  className,
}: StayTypeFieldProps) {
  const t = useTranslations("stays");
  return (
    <fieldset className={cn("flex flex-col gap-1.5", className)}>
      <legend className="mb-1.5 text-sm font-medium text-stone-900">{t("stayType")}</legend>
      <div className="flex flex-wrap gap-1.5">
        {STAY_SEARCH_KINDS.map((kind) => (
          <label
            key={kind}
            className={cn(
              "inline-flex h-9 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-800",
              "has-[:checked]:border-forest-700 has-[:checked]:bg-forest-700 has-[:checked]:text-white",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600",
            )}
          >
            <input
              type="radio"
              name={name}
              value={kind}
              className="sr-only"
              {...(value === undefined
                ? { defaultChecked: (defaultValue ?? "any") === kind }
                : { checked: value === kind, onChange: () => onChange?.(kind) })}
            />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
