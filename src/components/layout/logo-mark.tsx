import { cn } from "@/lib/cn";

/**
 * The site's mark, on its own so pages without the header do not load the header's scripts.
 * `className` sets its size (size-8 without one).
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" className="fill-forest-700" />
      <circle cx="22.5" cy="9.5" r="2.5" className="fill-bark-200" />
      <path d="M5 24 12.5 12l4.2 6.7L19.5 15 27 24Z" className="fill-forest-100" />
      <path d="M12.5 12 10 16h5Z" className="fill-white" />
    </svg>
  );
}
