import { z } from "zod";

export const ownerEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Valid email is required" }).max(254)),
});

export const ownerCodeSchema = z.object({
  email: ownerEmailSchema.shape.email,
  code: z.string().regex(/^\d{6}$/, "Verification code must be 6 digits"),
});

/** A 6-digit authenticator code, or a recovery code (letters and digits, dashes allowed). */
export const secondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, "Enter the code from your authenticator app or a recovery code")
    .max(40, "Enter the code from your authenticator app or a recovery code"),
});

/** What follows a correct e-mailed code: enrolling an authenticator, or using it. */
export const ownerCodeVerifiedSchema = z.object({
  next: z.enum(["enrol", "second-factor"]),
});

export const enrolmentSchema = z.object({
  /** RFC 4648 base32, unpadded. */
  secret: z.string(),
  uri: z.string(),
  /** The QR code of `uri`: a square of `size` modules, dark where `path` draws. */
  qr: z.object({ size: z.number().int(), path: z.string() }),
});

export const enrolledSchema = z.object({
  email: z.string(),
  /** Shown once: each works once in place of an authenticator code. */
  recoveryCodes: z.array(z.string()),
});

export const ownerSessionSchema = z.object({
  email: z.string(),
  csrfToken: z.string(),
});

export type Enrolment = z.infer<typeof enrolmentSchema>;
