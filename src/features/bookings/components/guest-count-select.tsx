import { useTranslations } from "next-intl";
import { GuestCountField, type GuestCountTexts } from "./guest-count-field";

/** The 'Guests' choice's texts for a home taking up to `maxGuests`, on the server or the client. */
export function useGuestCountTexts(maxGuests: number): GuestCountTexts {
  const t = useTranslations("booking");
  return {
    label: t("guests"),
    counts: Array.from({ length: Math.max(1, maxGuests) }, (_, i) =>
      t("guestCount", { count: i + 1 }),
    ),
  };
}

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
  return (
    <GuestCountField
      id={id}
      value={value}
      texts={useGuestCountTexts(maxGuests)}
      onChange={onChange}
    />
  );
}
