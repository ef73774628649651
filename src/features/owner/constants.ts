/** The owner's session cookie; its token is checked on the server, never read by scripts. */
export const OWNER_SESSION_COOKIE = "owner_session";
/** Between the e-mailed code and the second factor. */
export const OWNER_PENDING_COOKIE = "owner_pending";
export const OWNER_LOGIN_PATH = "/owner/login";
