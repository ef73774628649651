import { ChevronRight } from "lucide-react";
import Link from "next/link";

const linkClass =
  "rounded-sm text-stone-600 underline-offset-4 hover:text-forest-700 hover:underline";

export function PropertyBreadcrumb({ propertyName }: { propertyName: string }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link href="/" className={linkClass}>
            Home
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li className="flex items-center gap-1.5">
          <Link href="/properties" className={linkClass}>
            Properties
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li className="min-w-0">
          <span aria-current="page" className="block truncate font-medium text-stone-900">
            {propertyName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
