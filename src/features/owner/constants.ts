/** The owner's session cookie; its token is checked on the server, never read by scripts. */
export const OWNER_SESSION_COOKIE = "owner_session";
/** Between the e-mailed code and the second factor. */
export const OWNER_PENDING_COOKIE = "owner_pending";
export const OWNER_LOGIN_PATH = "/owner/login";
/** Marks a confirmation a sensitive change needs; kept for 5 minutes, for this session only. */
export const OWNER_CONFIRMED_COOKIE = "owner_confirmed";
/** The `details.reason` of the 401 that asks for a confirmation rather than a sign-in. */
export const CONFIRMATION_REQUIRED = "confirmation-required";
