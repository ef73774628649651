export { OwnerSignInForm } from "./components/owner-sign-in-form";
export { SignOutButton } from "./components/sign-out-button";
