import type { Metadata } from "next";
import { NotFoundNotice, notFoundTitle } from "@/features/content/components";

// A page that calls notFound() loses its own metadata; this is the title the 404 keeps.
export async function generateMetadata(): Promise<Metadata> {
  return { title: await notFoundTitle() };
}

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
