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

/**
 * What follows a correct e-mailed code: enrolling an authenticator, or using it (or, when the
 * owner has one, a passkey in its place).
 */
export const ownerCodeVerifiedSchema = z.object({
  next: z.enum(["enrol", "second-factor"]),
  passkey: z.boolean(),
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
  /** ISO instant until which the session's confirmation allows the sensitive changes, or null. */
  confirmedUntil: z.string().nullable(),
});

export const confirmedSchema = z.object({ confirmedUntil: z.string() });

export type Enrolment = z.infer<typeof enrolmentSchema>;

/** base64url text as WebAuthn's JSON carries it; long enough for any real authenticator. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "Must be base64url");

const credentialFields = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

/** What `startRegistration` of @simplewebauthn/browser gives. */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000).min(1),
    attestationObject: base64url(20_000).min(1),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

/** What `startAuthentication` of @simplewebauthn/browser gives. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000).min(1),
    authenticatorData: base64url(4000).min(1),
    // Post-quantum ML-DSA signatures are long: 2,420 bytes for ML-DSA-44, which
    // @simplewebauthn/server offers first where the runtime verifies it (Node.js 24) and
    // Chromium then chooses, up to 4,627 for ML-DSA-87; 6,200 characters hold either.
    signature: base64url(6200).min(1),
    userHandle: base64url(200).optional(),
  }),
});

export const newPasskeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the passkey a name, such as the device it is on")
    .max(60, "A passkey's name has at most 60 characters"),
  response: registrationResponseSchema,
});

/** The options for the browser's WebAuthn call, as @simplewebauthn/server makes them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeyIdSchema = z.uuid({ error: "Unknown passkey" });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO instants. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

export type Passkey = z.infer<typeof passkeySchema>;
