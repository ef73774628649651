import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/field";

/**
 * 'Children under {age}': asked only where the commune's tourist tax frees them (issue 32), so
 * the price counts them; 0 up to the guests chosen.
 */
export function ChildrenCountSelect({
  id,
  value,
  guests,
  age,
  onChange,
}: {
  id: string;
  value: number;
  guests: number;
  age: number;
  onChange(children: number): void;
}) {
  const t = useTranslations("booking");
  return (
    <SelectField
      id={id}
      label={t("children", { age })}
      description={t("childrenHint")}
      value={Math.min(value, guests)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {Array.from({ length: guests + 1 }, (_, count) => (
        <option key={count} value={count}>
          {count}
        </option>
      ))}
    </SelectField>
  );
}
