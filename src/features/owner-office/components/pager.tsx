import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** 'Newer' and 'Older' links of a list read a page at a time by offset. */
export function OffsetPager({
  path,
  total,
  limit,
  offset,
  shown,
}: {
  path: string;
  total: number;
  limit: number;
  offset: number;
  shown: number;
}) {
  if (total <= limit) return null;
  const at = (value: number) => (value > 0 ? `${path}?offset=${value}` : path);
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
