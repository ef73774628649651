import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  neutral: "bg-stone-100 text-stone-800",
  forest: "bg-forest-100 text-forest-800",
  yellow: "bg-yellow-100 text-yellow-900",
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
  grey: "bg-stone-200 text-stone-800",
  blue: "bg-blue-100 text-blue-900",
  orange: "bg-orange-100 text-orange-900",
  bark: "bg-bark-200 text-bark-700",
  /** On a photo. */
  photo: "bg-white/95 text-forest-800 shadow-sm",
} as const;

export function Badge({
  className,
  tone = "neutral",
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
