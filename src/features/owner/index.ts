export { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "./constants";
export { focusAfterRender, messagesByPath } from "./form-refusal";
export { ownerChange, ownerUpload } from "./owner-api";
export { useOwnerChange } from "./use-owner-change";
