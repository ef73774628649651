import type { Metadata } from "next";
import { SignInPage } from "@/features/auth";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Sign in",
    description: "Sign in with a one-time code sent to your email to see your bookings.",
    path: "/auth/login",
    indexable: false,
  });
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return <SignInPage next={typeof next === "string" ? next : undefined} />;
}
