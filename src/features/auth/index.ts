export * from "./schemas";
export { useAuth } from "./auth-store";
export { useAuthSession, type AuthSession } from "./components/use-auth-session";
export {
  EmailVerificationForm,
  type EmailVerificationFormProps,
} from "./components/email-verification-form";
export { AccountMenu } from "./components/account-menu";
export { RequireSignedIn } from "./components/require-signed-in";
export { SignInPage } from "./components/sign-in-page";
export { signInDestination } from "./components/sign-in-destination";
export { ProfileForm } from "./components/page-views";
