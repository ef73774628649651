import { ArrowLeft } from "@/components/icons/arrow-left";
import { ArrowRight } from "@/components/icons/arrow-right";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import type { PropertySearchValues } from "../schemas";

/** The catalogue's address for a page, keeping the search that led to it. */
export function cataloguePageHref(values: PropertySearchValues, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) query.set(name, value);
  }
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/properties${search ? `?${search}` : ""}#all-homes`;
}

/** Previous and next page of the list of homes; nothing when everything fits on one page. */
export function CataloguePagination({
  values,
  page,
  hasNext,
}: {
  values: PropertySearchValues;
  page: number;
  hasNext: boolean;
}) {
  const t = useTranslations("catalogue.pagination");
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          href={cataloguePageHref(values, page - 1)}
          className={buttonVariants({ variant: "outline" })}
        >
          <ArrowLeft aria-hidden="true" />
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700">{t("page", { page })}</span>
      {hasNext ? (
        <Link
          href={cataloguePageHref(values, page + 1)}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("next")}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
