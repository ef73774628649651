export { useAuthSession, type AuthSession } from "./use-auth-session";
export { EmailVerificationForm, type EmailVerificationFormProps } from "./email-verification-form";
export { SessionPending, SignInCard } from "./sign-in-card";
export { AccountMenu } from "./account-menu";
export { RequireSignedIn } from "./require-signed-in";
export { SignInPage, type SignInPageTexts } from "./sign-in-page";
export { useSignInFormIntl, type SignInFormIntl } from "./sign-in-form-intl";
export { signInDestination } from "./sign-in-destination";
export { ProfileForm } from "./page-views";
