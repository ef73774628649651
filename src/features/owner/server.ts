import "server-only";

export { OWNER_LIMITS } from "./limits";
export * from "./schemas";
export {
  assertCsrf,
  assertSameOrigin,
  CSRF_HEADER,
  endOwnerSession,
  OWNER_PENDING_COOKIE,
  OWNER_SESSION_COOKIE,
  ownerCookieOptions,
  ownerSession,
  type OwnerSession,
} from "./sessions.server";
export {
  assertConfirmed,
  confirmedUntil,
  confirmWithCode,
  type Confirmation,
} from "./confirmation.server";
export {
  clearOwnerSignInLimits,
  confirmEnrolment,
  requestOwnerCode,
  resetOwner,
  startEnrolment,
  verifyOwnerCode,
  verifySecondFactor,
} from "./sign-in.server";
export {
  addPasskey,
  confirmWithPasskey,
  listPasskeys,
  passkeyConfirmationOptions,
  passkeyEnrolmentOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
} from "./passkeys.server";
export { pageOwnerSession } from "./page-session.server";
export { OWNER_CONFIRMED_COOKIE } from "./constants";
