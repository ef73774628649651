import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function SectionHeading({
  id,
  level = 2,
  className,
  children,
}: {
  id?: string;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading
      id={id}
      className={cn(
        "font-semibold text-forest-950",
        level === 2 ? "font-serif text-xl sm:text-2xl" : "text-base",
        className,
      )}
    >
      {children}
    </Heading>
  );
}

/** A failure to load one part of the page, told in the spot where that part would be. */
export function LoadFailure({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </p>
  );
}
