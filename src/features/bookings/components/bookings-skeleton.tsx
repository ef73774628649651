import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** My Bookings while the list loads (and while its code loads). */
export function BookingsSkeleton() {
  const t = useTranslations("bookings");
  return (
    <div className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t("loading")}
      </span>
      {[0, 1].map((row) => (
        <Card key={row} className="flex flex-col gap-3 p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
