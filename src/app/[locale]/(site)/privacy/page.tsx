import type { Metadata } from "next";
import { PrivacyPage } from "@/features/content";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Privacy Policy",
    description:
      "Which personal data Ardennes Stays keeps when you book, pay or write to us, why, for how long, who receives it and how to use your rights under the GDPR.",
    path: "/privacy",
  });
}

export default function Privacy() {
  return <PrivacyPage />;
}
