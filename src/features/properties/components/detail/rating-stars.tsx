import { Star } from "@/components/icons/star";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

/** Five stars, as many filled as the rating rounds to; read out as "4 out of 5 stars". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations("property.reviews");
  const format = useFormatter();
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t("stars", { rating: format.number(rating) })}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            "size-4",
            star <= filled ? "fill-amber-400 text-amber-500" : "fill-stone-200 text-stone-300",
          )}
        />
      ))}
    </span>
  );
}
