export {
  ConfirmButton,
  ConfirmChange,
  ConfirmDialog,
  ConfirmFormChange,
  OwnerChangeButton,
  OwnerDialog,
  OwnerDialogActions,
} from "./owner-changes";
export { FigureCards, type Figure } from "./figure-cards";
export { OwnerListing, type ListingColumn } from "./owner-listing";
export { OwnerPasskeys } from "./owner-passkeys";
export { OwnerSignInForm } from "./owner-sign-in-form";
export { ResetOwnerForm } from "./reset-owner-form";
export { SignOutButton } from "./sign-out-button";
