import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevMailbox } from "@/features/mail";
import { listRecentMail, renderMailPreviews } from "@/features/mail/server";
import { getConfig } from "@/lib/config";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false } };

export default async function DevMailPage() {
  const config = getConfig();
  if (config.APP_ENV === "production") notFound();
  return (
    <DevMailbox
      mails={await listRecentMail(50)}
      transport={config.SMTP_URL ? "SMTP" : "dev mailbox (printed to the server log)"}
      templates={await renderMailPreviews()}
    />
  );
}
