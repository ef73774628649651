import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/*
 * The site's form fields: `Field`, `TextareaField` and `SelectField` give a control its label,
 * optional description and error, with the ids wired; the parts (`Label`, `Input`, `Textarea`,
 * `Select`, `FieldError`) are for layouts the composites do not fit, and `FormError` is the
 * error of a whole form. Not client-only: the search form renders them on the server.
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

export function Label({
  optional = false,
  className,
  children,
  ...props
}: ComponentProps<"label"> & { optional?: boolean }) {
  return (
    <label className={cn("text-sm font-medium text-stone-800", className)} {...props}>
      {children}
      {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
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

interface FieldFrame {
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** A note shown under the control and read with it. */
  description?: ReactNode;
  error?: string | null | undefined;
  /** Classes of the wrapper; the control's own go in `controlClassName`. */
  className?: string;
  controlClassName?: string;
}

type FieldProps<Control extends "input" | "textarea" | "select"> = Omit<
  ComponentProps<Control>,
  "className"
> &
  FieldFrame;

/** Splits a composite's props into the frame around the control and the control's own props. */
function useField<Props extends FieldProps<"input" | "textarea" | "select">>({
  label,
  optional,
  description,
  error,
  className,
  controlClassName,
  id: ownId,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...rest
}: Props) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const control = {
    ...rest,
    id,
    className: controlClassName,
    "aria-invalid": error ? true : invalid,
    // Besides its own note and error, a control may be described by texts elsewhere in the form.
    "aria-describedby":
      [description ? descriptionId : null, describedBy, error ? errorId : null]
        .filter(Boolean)
        .join(" ") || undefined,
  };
  const frame = (children: ReactNode) => (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {children}
      {description ? (
        <p id={descriptionId} className="text-sm text-stone-600">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
  return { control, frame };
}

/** A labelled input; other props go to the `<input>`. */
export function Field(props: FieldProps<"input">) {
  const { control, frame } = useField(props);
  return frame(<Input {...control} />);
}

/** A labelled textarea; other props go to the `<textarea>`. */
export function TextareaField(props: FieldProps<"textarea">) {
  const { control, frame } = useField(props);
  return frame(<Textarea {...control} />);
}

/** A labelled select; other props (and the options, as children) go to the `<select>`. */
export function SelectField(props: FieldProps<"select">) {
  const { control, frame } = useField(props);
  return frame(<Select {...control} />);
}
