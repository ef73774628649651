export { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "./constants";
export { OwnerSignInForm } from "./components/owner-sign-in-form";
export { SignOutButton } from "./components/sign-out-button";
export { ownerChange, ownerUpload } from "./owner-api";
export { useOwnerChange } from "./use-owner-change";
