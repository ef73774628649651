import { ChevronRight } from "@/components/icons/chevron-right";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/link";

const linkClass =
  "rounded-sm text-stone-600 underline-offset-4 hover:text-forest-700 hover:underline";

export function PropertyBreadcrumb({ propertyName }: { propertyName: string }) {
  const t = useTranslations("property.breadcrumb");
  return (
    <nav aria-label={t("label")} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link href="/" className={linkClass}>
            {t("home")}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li className="flex items-center gap-1.5">
          <Link href="/properties" className={linkClass}>
            {t("properties")}
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
