import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/field";

/** The 'Guests' choice of the spec: 1 up to the property's maximum. */
export function GuestCountSelect({
  id,
  value,
  maxGuests,
  onChange,
}: {
  id: string;
  value: number;
  maxGuests: number;
  onChange(guests: number): void;
}) {
  const t = useTranslations("booking");
  return (
    <SelectField
      id={id}
      label={t("guests")}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1).map((count) => (
        <option key={count} value={count}>
          {t("guestCount", { count })}
        </option>
      ))}
    </SelectField>
  );
}
