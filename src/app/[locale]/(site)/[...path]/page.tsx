import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundTitle } from "@/features/content/components";

export async function generateMetadata(): Promise<Metadata> {
  return { title: await notFoundTitle() };
}

/**
 * Catches every URL no other route matches, so that its 404 renders inside the site layout
 * (header and footer) instead of the bare root not-found page.
 */
export default function UnknownPage(): never {
  notFound();
}
