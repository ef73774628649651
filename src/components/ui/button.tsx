import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const BASE =
  "inline-flex items-center justify-center rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-forest-700 text-white hover:bg-forest-800",
  secondary: "bg-bark-100 text-stone-900 hover:bg-bark-200",
  outline: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50",
  /** The header's: a border in the brand's green. */
  soft: "border border-forest-700/30 bg-white text-stone-900 hover:bg-stone-50",
  /** On the hero's dark green. */
  onDark: "bg-bark-100 text-forest-950 hover:bg-white focus-visible:outline-bark-200",
  /** On a photo. */
  onPhoto: "border border-white/70 bg-white/95 text-stone-900 shadow-md hover:bg-stone-50",
  ghost: "text-stone-800 hover:bg-stone-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-forest-700 underline-offset-4 hover:underline",
} as const;

// Each size sets every box property (height, padding, gap, text size, wrapping), so a caller
// never has to override one: cn() joins classes without resolving conflicts.
const SIZES = {
  default: "h-10 gap-2 px-4 py-2 text-sm whitespace-nowrap",
  sm: "h-9 gap-2 px-3 text-sm whitespace-nowrap",
  lg: "h-11 gap-2 px-6 text-base whitespace-nowrap",
  /** As tall as a form field, for a button beside one. */
  field: "h-11 gap-2 px-4 py-2 text-sm whitespace-nowrap",
  /** A long label that may wrap on a phone. */
  wrap: "min-h-11 gap-2 px-6 py-2 text-base",
  icon: "size-10 gap-2 text-sm",
  /** No box: a link-like button in running text. */
  inline: "gap-2 text-sm whitespace-nowrap",
} as const;

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  /** null: no size's classes, for a caller that sets every box property itself. */
  size?: keyof typeof SIZES | null;
}

/** A button's classes, for a link or label that looks like one; `className` comes last. */
export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: ButtonLook & { className?: string } = {}): string {
  return cn(BASE, VARIANTS[variant], size === null ? null : SIZES[size], className);
}

export function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"button"> & ButtonLook) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
