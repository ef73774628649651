import "server-only";

export {
  requestSignInCode,
  verifySignInCode,
  CODE_SENT_MESSAGE,
  INVALID_CODE_MESSAGE,
} from "./codes.server";
export { requireGuest, optionalGuest, revokeSession, createSession } from "./sessions.server";
export { SIGN_IN_LIMITS } from "./limits";
export { requestCodeSchema, verifyCodeSchema } from "./schemas";
