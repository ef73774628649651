export { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "./constants";
export { ownerChange, ownerUpload } from "./owner-api";
export { useOwnerChange } from "./use-owner-change";
