import type { ReactNode } from "react";
import { PageMessages } from "@/i18n/page-messages";

/** The catalogue: its error notice is its only client text. */
export default function CatalogueLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={["catalogue.error"]}>{children}</PageMessages>;
}
