import type { Metadata } from "next";
import { NotFoundNotice } from "@/features/content";

// A page that calls notFound() loses its own metadata; this is the title the 404 keeps.
export const metadata: Metadata = { title: "Page not found" };

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
