import { Info } from "@/components/icons/info";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/link";

/**
 * Said beside 'Pay now': a stay booked for specific dates has no right of withdrawal (Code of
 * Economic Law, art. VI.53, 12°), and the trader must say so before the contract (art. VI.45).
 * The terms open in a new tab, so that details typed on the booking page are still there after.
 */
export function NoWithdrawalNotice({ id }: { id: string }) {
  const t = useTranslations("cancellation.noWithdrawal");
  return (
    <p id={id} className="flex gap-2.5 rounded-lg bg-bark-100 p-3 text-sm text-stone-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bark-700" />
      <span>
        {t.rich("text", {
          link: (chunks) => (
            <Link
              href="/terms#cancellation"
              target="_blank"
              className="rounded-sm font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900"
            >
              {chunks}
              <span className="sr-only"> {t("newTab")}</span>
            </Link>
          ),
        })}
      </span>
    </p>
  );
}
