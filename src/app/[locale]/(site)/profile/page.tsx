import type { Metadata } from "next";
import { ProfileForm, RequireSignedIn } from "@/features/auth";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Your Profile",
    description: "Your name and phone number for your Ardennes Stays bookings.",
    path: "/profile",
    indexable: false,
  });
}

export default function ProfilePage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        Your Profile
      </h1>
      <RequireSignedIn>
        <ProfileForm />
      </RequireSignedIn>
    </div>
  );
}
