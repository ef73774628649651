import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { redirect } from "next/navigation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OwnerPasskeys, ResetOwnerForm } from "@/features/owner/components";
import { listPasskeys, pageOwnerSession } from "@/features/owner/server";
import { pickMessages } from "@/i18n/client-messages";

export const metadata = { title: "Security" };

/** The owner's own passkeys, and the reset of another owner who lost every factor. */
export default async function OwnerSecurityPage() {
  const session = await pageOwnerSession();
  if (!session) redirect("/owner/login");
  const passkeys = await listPasskeys(session);
  // Only the 'Confirm it is you' dialog's texts reach the browser.
  const messages = pickMessages(await getMessages(), ["ownerSecurity"]);
  return (
    <NextIntlClientProvider messages={messages}>
      <div className="flex flex-col gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Security
        </h1>
        <Card>
          <CardHeader>
            <CardTitle>Passkeys</CardTitle>
          </CardHeader>
          <CardContent>
            <OwnerPasskeys passkeys={passkeys} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Reset another owner</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="text-sm text-stone-700">
              For an owner who lost their authenticator app, their passkeys and their recovery
              codes: their authenticator, passkeys and recovery codes are removed and they are
              signed out everywhere. Their next sign-in sets up an authenticator again.
            </p>
            <ResetOwnerForm passkey={passkeys.length > 0} />
          </CardContent>
        </Card>
      </div>
    </NextIntlClientProvider>
  );
}
