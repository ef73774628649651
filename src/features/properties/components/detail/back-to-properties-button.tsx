import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

export function BackToPropertiesButton() {
  const t = useTranslations("property");
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/properties">
        <ArrowLeft aria-hidden="true" />
        {t("backToProperties")}
      </Link>
    </Button>
  );
}
