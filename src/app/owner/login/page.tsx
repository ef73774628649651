import { redirect } from "next/navigation";
import { EnvironmentBadge } from "@/components/layout/environment-badge";
import { LogoMark } from "@/components/layout/logo-mark";
import { Card } from "@/components/ui/card";
import { OwnerSignInForm } from "@/features/owner/components";
import { pageOwnerSession } from "@/features/owner/server";
import { site } from "@/lib/site";

export const metadata = { title: "Back office sign-in" };

/** Like the guest's sign-in: one calm card, no site header or footer. */
export default async function OwnerLoginPage() {
  if (await pageOwnerSession()) redirect("/owner");
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-forest-50 via-bark-50 to-bark-100 px-4 py-10 sm:justify-center sm:py-16">
      <header className="mb-8 flex items-center gap-2 text-forest-900">
        <LogoMark />
        <span className="font-serif text-xl font-semibold tracking-tight">{site.name}</span>
      </header>
      <main id="main" className="w-full max-w-md">
        <Card className="flex flex-col gap-6 p-6 sm:p-8">
          <h1 className="text-center font-serif text-3xl font-semibold tracking-tight text-forest-900">
            Back office
          </h1>
          <OwnerSignInForm />
        </Card>
      </main>
      <EnvironmentBadge />
    </div>
  );
}
