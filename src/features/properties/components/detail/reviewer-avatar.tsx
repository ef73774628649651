import { cn } from "@/lib/cn";

// Dark enough for white initials to meet WCAG AA contrast.
const AVATAR_COLOURS = [
  "bg-forest-700",
  "bg-bark-700",
  "bg-sky-800",
  "bg-rose-800",
  "bg-amber-800",
  "bg-teal-800",
  "bg-indigo-800",
  "bg-stone-700",
] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The same name always gets the same colour. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? "bg-forest-700";
}

export function ReviewerAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white",
        avatarColourOf(name),
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
