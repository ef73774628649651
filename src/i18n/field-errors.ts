/*
 * The shared schemas (src/features/guests, contact) speak English for the API. Forms in the
 * browser say the same in the page's language: each zod issue becomes a key of `errors.fields`.
 */

export type CheckedField = "name" | "email" | "phone" | "subject" | "message" | "code";

/** The keys of `errors.fields`. */
export const FIELD_ERROR_KEYS = [
  "nameMissing",
  "nameTooLong",
  "emailInvalid",
  "phoneTooLong",
  "subjectMissing",
  "subjectTooLong",
  "messageMissing",
  "messageTooLong",
  "codeMissing",
  "codeTooLong",
] as const;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** The message for a zod issue on a field: too long, or else missing (for e-mail: invalid). */
export function fieldErrorKey(field: CheckedField, issue: { code: string }): FieldErrorKey {
  switch (field) {
    case "email":
      return "emailInvalid";
    // The phone is optional: being too long is all that can be wrong with it.
    case "phone":
      return "phoneTooLong";
    default:
      return issue.code === "too_big" ? `${field}TooLong` : `${field}Missing`;
  }
}

/** The first issue of each field, as its message key. */
export function fieldErrorKeys<Field extends CheckedField>(
  issues: readonly { code: string; path: readonly PropertyKey[] }[],
): Partial<Record<Field, FieldErrorKey>> {
  const errors: Partial<Record<Field, FieldErrorKey>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (typeof field === "string" && !(field in errors))
      errors[field] = fieldErrorKey(field, issue);
  }
  return errors;
}
