import { CircleAlert } from "@/components/icons/circle-alert";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/*
 * The parts of the site's form fields, for layouts that `Field` and its siblings in field.tsx do
 * not fit. Kept apart from those so that the newsletter box, on every page, carries only these.
 */

const controlClass =
  "rounded-md border bg-white px-3 text-stone-900 placeholder:text-stone-500 disabled:bg-stone-50";
const controlTones = {
  light: "border-stone-300 aria-[invalid=true]:border-red-600",
  /** On the footer's dark green. */
  dark: "border-forest-700 aria-[invalid=true]:border-red-400",
};
// text-base below sm: phones zoom into a focused control whose text is smaller than 16px.
const defaultBox = "w-full text-base sm:text-sm";

/** How a control looks where the default does not fit (cn() does not override classes). */
export interface ControlLook {
  /** Its size: width, height and text; full width, 44 px high and the site's text without. */
  box?: string;
  tone?: keyof typeof controlTones;
}

export function Input({
  className,
  box = `h-11 ${defaultBox}`,
  tone = "light",
  ...props
}: ComponentProps<"input"> & ControlLook) {
  return (
    <input
      className={cn(
        controlClass,
        "read-only:bg-stone-50 read-only:text-stone-700",
        controlTones[tone],
        box,
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({
  className,
  box = defaultBox,
  tone = "light",
  ...props
}: ComponentProps<"textarea"> & ControlLook) {
  return (
    <textarea className={cn(controlClass, "py-2", controlTones[tone], box, className)} {...props} />
  );
}

export function Select({
  className,
  box = `h-11 ${defaultBox}`,
  tone = "light",
  ...props
}: ComponentProps<"select"> & ControlLook) {
  return (
    <select
      className={cn(controlClass, "appearance-auto", controlTones[tone], box, className)}
      {...props}
    />
  );
}

/**
 * `optional` adds "(optional)"; guest forms pass the word in the page's language instead of
 * true (this part renders on the server and in the back office too, outside any language).
 */
export function Label({
  optional = false,
  tone = "light",
  className,
  children,
  ...props
}: ComponentProps<"label"> & { optional?: boolean | string; tone?: "light" | "dark" }) {
  return (
    <label
      className={cn(
        "text-sm font-medium",
        tone === "dark" ? "text-forest-50" : "text-stone-800",
        className,
      )}
      {...props}
    >
      {children}
      {optional ? (
        <span className="font-normal text-stone-600">
          {" "}
          ({optional === true ? "optional" : optional})
        </span>
      ) : null}
    </label>
  );
}

/** A field's error, announced when it appears; renders nothing without a message. */
export function FieldError({
  id,
  message,
  tone = "light",
  className,
}: {
  id: string;
  message: string | null | undefined;
  tone?: "light" | "dark";
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        "flex items-start gap-1.5 text-sm",
        tone === "dark" ? "text-red-200" : "text-red-700",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** What went wrong with the form as a whole; renders nothing without a message. */
export function FormError({
  message,
  id,
  className,
}: {
  message: string | null | undefined;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
