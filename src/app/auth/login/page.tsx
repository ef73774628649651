import type { Metadata } from "next";
import { SignInPage } from "@/features/auth";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in with a one-time code sent to your email to see your bookings.",
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return <SignInPage next={typeof next === "string" ? next : undefined} />;
}
