"use client";

import { CalendarDays, House, RotateCw, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api-client";

/** Only the number of bookings is read here; the booking list brings its own schema. */
const bookingsResponseSchema = z.array(z.unknown());

type LoadState = { status: "loading" } | { status: "error" } | { status: "ready"; count: number };

function BookingsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        Loading your bookings…
      </span>
      {[0, 1].map((row) => (
        <Card key={row} className="flex flex-col gap-3 p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** The signed-in guest's bookings, for now only the empty and failure states and a count. */
export function MyBookingsPlaceholder() {
  const [load, setLoad] = useState<LoadState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest("/api/guest/bookings", bookingsResponseSchema, { signal: controller.signal })
      .then((bookings) => setLoad({ status: "ready", count: bookings.length }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, []);

  if (load.status === "loading") return <BookingsSkeleton />;

  if (load.status === "error") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <p role="alert" className="text-lg font-semibold text-stone-900">
          Failed to load your bookings. Please try again later.
        </p>
        <Button type="button" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </Card>
    );
  }

  if (load.count === 0) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <CalendarDays aria-hidden="true" className="size-10 text-forest-700" />
        <p className="text-lg font-semibold text-stone-900">
          You don&apos;t have any bookings yet.
        </p>
        <Button asChild>
          <Link href="/properties">
            <House aria-hidden="true" />
            Browse Properties
          </Link>
        </Button>
      </Card>
    );
  }

  return (
    <Card className="p-6">
      <p className="text-stone-900">
        You have {load.count} {load.count === 1 ? "booking" : "bookings"}.
      </p>
    </Card>
  );
}
