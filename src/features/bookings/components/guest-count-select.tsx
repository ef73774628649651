import { pluralize } from "@/lib/text";

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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Guests
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full appearance-auto rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900"
      >
        {Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1).map((count) => (
          <option key={count} value={count}>
            {pluralize(count, "guest")}
          </option>
        ))}
      </select>
    </div>
  );
}
