import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldError, Input, Label, Select, Textarea } from "./field-parts";

/*
 * The site's form fields: `Field`, `TextareaField` and `SelectField` give a control its label,
 * optional "(optional)", description and error, with the ids and ARIA wired. Their parts, and
 * `FormError` for a whole form, are in field-parts.tsx. Not client-only: the search form renders
 * them on the server.
 */

interface FieldFrame {
  label: ReactNode;
  /** Adds "(optional)" to the label, or the given word in parentheses. */
  optional?: boolean | string;
  /** A note shown under the control and read with it. */
  description?: ReactNode;
  error?: string | null | undefined;
  /** Classes of the wrapper; the control's own go in `controlClassName`, its size in `box`. */
  className?: string;
  controlClassName?: string;
  box?: string;
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
  box,
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
    box,
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
