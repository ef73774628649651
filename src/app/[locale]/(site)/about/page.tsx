import type { Metadata } from "next";
import { AboutPage } from "@/features/content";
import { pageMetadata } from "@/lib/page-metadata";
import { site } from "@/lib/site";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "About Us",
    description: `${site.name} has let holiday homes in the Belgian Ardennes since ${site.since}: booked directly with a local team, at one transparent price, with reviews from real guests.`,
    path: "/about",
  });
}

export default function About() {
  return <AboutPage />;
}
