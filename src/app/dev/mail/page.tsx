import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevMailbox } from "@/features/mail/components";
import { listRecentMail, renderMailPreviews } from "@/features/mail/server";
import { getConfig } from "@/lib/config";
import { devToolsOpenTo } from "@/lib/dev-tools";
import { pageClientAddress } from "@/lib/page-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false } };

export default async function DevMailPage() {
  // Sign-in codes are in these mails: a stranger on the network gets the production answer.
  if (!devToolsOpenTo(await pageClientAddress())) notFound();
  const config = getConfig();
  return (
    <DevMailbox
      mails={await listRecentMail(50)}
      transport={config.SMTP_URL ? "SMTP" : "dev mailbox (printed to the server log)"}
      templates={await renderMailPreviews()}
    />
  );
}
