export const DEFAULT_GUEST_NAME = "Guest User";
export const CODE_LENGTH = 6;
/** The spec's key for the session in the browser's storage. */
export const AUTH_STORAGE_KEY = "guest-auth-storage";
