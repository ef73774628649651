/* Limits of the owner's home form, without zod: the form's fields read them too. */

/** Long enough for any region's format; the Walloon ones are short codes. */
export const MAX_REGISTRATION_NUMBER_LENGTH = 40;
