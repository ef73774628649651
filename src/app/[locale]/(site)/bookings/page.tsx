import type { Metadata } from "next";
import { RequireSignedIn } from "@/features/auth";
import { MyBookings } from "@/features/bookings";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Your Bookings",
    description: "Your upcoming stays, open requests and past stays with Ardennes Stays.",
    path: "/bookings",
    indexable: false,
  });
}

export default function BookingsPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        Your Bookings
      </h1>
      <RequireSignedIn>
        <MyBookings />
      </RequireSignedIn>
    </div>
  );
}
