import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function BackToPropertiesButton() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/properties">
        <ArrowLeft aria-hidden="true" />
        Back to Properties
      </Link>
    </Button>
  );
}
