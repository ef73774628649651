import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The back office is for owners only: never indexed, never followed. */
export const metadata: Metadata = {
  title: "Back office",
  robots: { index: false, follow: false },
};

export default function OwnerLayout({ children }: { children: ReactNode }) {
  return children;
}
