import { SelectField } from "@/components/ui/field";

export interface GuestCountTexts {
  label: string;
  /** What each choice says: `counts[i]` names i + 1 guests, up to the home's maximum. */
  counts: string[];
}

/**
 * The 'Guests' choice of the spec, 1 up to the home's maximum, with its texts given: a home's
 * booking card gets them from the server and loads no i18n runtime for them.
 */
export function GuestCountField({
  id,
  value,
  texts,
  onChange,
}: {
  id: string;
  value: number;
  texts: GuestCountTexts;
  onChange(guests: number): void;
}) {
  return (
    <SelectField
      id={id}
      label={texts.label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {texts.counts.map((text, index) => (
        <option key={text} value={index + 1}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}
