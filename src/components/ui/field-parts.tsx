import { CircleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/*
 * The parts of the site's form fields, for layouts that `Field` and its siblings in field.tsx do
 * not fit. Kept apart from those so that the newsletter box, on every page, carries only these.
 */

// text-base below sm: phones zoom into a focused control whose text is smaller than 16px.
const controlClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 disabled:bg-stone-50 aria-[invalid=true]:border-red-600 sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "py-2", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-11 appearance-auto", className)} {...props} />;
}

/**
 * `optional` adds "(optional)"; guest forms pass the word in the page's language instead of
 * true (this part renders on the server and in the back office too, outside any language).
 */
export function Label({
  optional = false,
  className,
  children,
  ...props
}: ComponentProps<"label"> & { optional?: boolean | string }) {
  return (
    <label className={cn("text-sm font-medium text-stone-800", className)} {...props}>
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
  className,
}: {
  id: string;
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn("flex items-start gap-1.5 text-sm text-red-700", className)}
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
