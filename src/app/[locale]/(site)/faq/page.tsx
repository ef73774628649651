import type { Metadata } from "next";
import { FaqPage } from "@/features/content";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Frequently Asked Questions",
    description:
      "Answers about booking a holiday home in the Ardennes: Monday and Friday stays, payment, security deposit, cancellation, check-in times, pets, tourist tax and how to reach us.",
    path: "/faq",
  });
}

export default function Faq() {
  return <FaqPage />;
}
