import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { EnvironmentBadge } from "@/components/layout/environment-badge";
import { LogoMark } from "@/components/layout/logo-mark";
import { SignOutButton } from "@/features/owner/components";
import { pageOwnerSession } from "@/features/owner/server";
import { site } from "@/lib/site";

const NAVIGATION = [
  { href: "/owner", label: "Today" },
  { href: "/owner/bookings", label: "Bookings" },
  { href: "/owner/calendar", label: "Calendar" },
  { href: "/owner/homes", label: "Homes" },
  { href: "/owner/promo-codes", label: "Promo codes" },
  { href: "/owner/gift-vouchers", label: "Gift vouchers" },
  { href: "/owner/messages", label: "Messages" },
  { href: "/owner/reviews", label: "Reviews" },
  { href: "/owner/subscribers", label: "Subscribers" },
  { href: "/owner/reports", label: "Reports" },
  { href: "/owner/vat", label: "VAT" },
  { href: "/owner/tourist-tax", label: "Tourist tax" },
  { href: "/owner/activity", label: "Activity" },
  { href: "/owner/security", label: "Security" },
];

/** Every back office page: checked for an owner session on the server before anything renders. */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const session = await pageOwnerSession();
  if (!session) redirect("/owner/login");
  return (
    <div className="min-h-screen bg-bark-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 text-forest-900">
            <LogoMark />
            <span className="font-serif text-lg font-semibold">{site.name} back office</span>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm break-all text-stone-700">{session.email}</span>
            <SignOutButton csrfToken={session.csrfToken} />
          </div>
        </div>
        <nav aria-label="Back office" className="mx-auto max-w-5xl px-4 pb-2">
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            {NAVIGATION.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="text-forest-800 underline-offset-4 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        {children}
      </main>
      <EnvironmentBadge />
    </div>
  );
}
