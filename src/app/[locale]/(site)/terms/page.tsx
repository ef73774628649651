import type { Metadata } from "next";
import { TermsPage } from "@/features/content";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Terms and Conditions",
    description:
      "The booking terms of Ardennes Stays: Monday and Friday stays, rates in euros including VAT and tourist tax, payment, security deposit, cancellation, check-in and house rules.",
    path: "/terms",
  });
}

export default function Terms() {
  return <TermsPage />;
}
