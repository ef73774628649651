import { ArrowLeft, SearchX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Property not found" };

export default function PropertyNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <SearchX aria-hidden="true" className="size-10 text-bark-700" />
        <h1 className="text-lg font-semibold text-stone-900">Property not found.</h1>
        <Button asChild>
          <Link href="/properties">
            <ArrowLeft aria-hidden="true" />
            Back to Properties
          </Link>
        </Button>
      </Card>
    </div>
  );
}
