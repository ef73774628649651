import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** 'Newer' and 'Older' links of a list read a page at a time by offset. */
export function OffsetPager({
  path,
  query = {},
  total,
  limit,
  offset,
  shown,
}: {
  path: string;
  /** The list's filter, kept from page to page. */
  query?: Record<string, string>;
  total: number;
  limit: number;
  offset: number;
  shown: number;
}) {
  if (total <= limit) return null;
  const at = (value: number) => {
    const search = new URLSearchParams({
      ...query,
      ...(value > 0 ? { offset: String(value) } : {}),
    }).toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label="Pages" className="flex justify-between gap-2">
      {offset > 0 ? (
        <Link
          href={at(Math.max(0, offset - limit))}
          className={buttonVariants({ variant: "outline" })}
        >
          Previous page
        </Link>
      ) : (
        <span />
      )}
      {offset + shown < total ? (
        <Link href={at(offset + limit)} className={buttonVariants({ variant: "outline" })}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
