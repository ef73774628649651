import { cn } from "@/lib/cn";

/** Stored icon markup (sanitized when it was written) shown as a decorative icon. */
export function SvgIcon({ markup, className }: { markup: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-5 shrink-0 items-center justify-center text-forest-700 [&>svg]:size-full",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
