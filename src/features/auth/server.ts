import "server-only";

export {
  clearSignInLimits,
  requestSignInCode,
  spendSignInCode,
  verifySignInCode,
  type CodePurpose,
  CODE_SENT_MESSAGE,
  INVALID_CODE_MESSAGE,
} from "./codes.server";
export {
  optionalGuest,
  requireGuest,
  revokeAllSessions,
  revokeSession,
  SESSION_TOUCH_INTERVAL_MS,
} from "./sessions.server";
export {
  DEVICE_COOKIE,
  deviceCookieOptions,
  newDeviceToken,
  trustedDevice,
  type TrustedDevice,
} from "./devices.server";
export { SIGN_IN_LIMITS } from "./limits";
export {
  requestCodeResponseSchema,
  requestCodeSchema,
  signedInResponseSchema,
  verifyCodeSchema,
} from "./schemas";
