export { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "./constants";
export {
  ConfirmButton,
  ConfirmChange,
  ConfirmDialog,
  ConfirmFormChange,
  OwnerChangeButton,
  OwnerDialog,
  OwnerDialogActions,
} from "./components/owner-changes";
export { OwnerPasskeys } from "./components/owner-passkeys";
export { OwnerSignInForm } from "./components/owner-sign-in-form";
export { ResetOwnerForm } from "./components/reset-owner-form";
export { SignOutButton } from "./components/sign-out-button";
export { ownerChange, ownerUpload } from "./owner-api";
export { useOwnerChange } from "./use-owner-change";
