import type { Metadata } from "next";
import { ContactPage } from "@/features/contact";
import { pageMetadata } from "@/lib/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Contact Us",
    description:
      "Call, e-mail or write to Ardennes Stays about a holiday home or a booking. We answer Monday-Friday 9:00-18:00.",
    path: "/contact",
  });
}

export default function Contact() {
  return <ContactPage />;
}
