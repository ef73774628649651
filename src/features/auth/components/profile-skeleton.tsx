import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The profile form while the guest's details load (and while its code loads). */
export function ProfileSkeleton() {
  const t = useTranslations("profile.form");
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <span role="status" className="sr-only">
        {t("loading")}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <div className="flex gap-3">
        <Skeleton className="h-10 w-36" />
        <Skeleton className="h-10 w-44" />
      </div>
    </Card>
  );
}
