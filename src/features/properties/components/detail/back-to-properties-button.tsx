import { ArrowLeft } from "@/components/icons/arrow-left";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";

export function BackToPropertiesButton() {
  const t = useTranslations("property");
  return (
    <Link href="/properties" className={buttonVariants({ variant: "outline", size: "sm" })}>
      <ArrowLeft aria-hidden="true" />
      {t("backToProperties")}
    </Link>
  );
}
