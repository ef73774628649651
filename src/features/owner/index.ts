export { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "./constants";
export { focusAfterRender, messagesByPath } from "./form-refusal";
export { anyAnswer, CHANGE_FAILED, ownerChange, ownerUpload, refusalOf } from "./owner-api";
export { useOwnerChange, useOwnerForm } from "./use-owner-change";
