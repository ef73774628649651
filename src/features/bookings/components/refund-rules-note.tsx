import { CalendarX2 } from "@/components/icons/calendar-x-2";
import { useTranslations } from "next-intl";
import { refundDeadlines } from "@/features/payments";
import { usePageLocale } from "@/i18n/use-page-locale";
import { addDays, formatLongDate, todayInBrussels, type CalendarDate } from "@/lib/dates";

/**
 * What cancelling this stay would cost, by date, read before paying (issue 33): the terms'
 * refund (DESIGN 8) as the days it changes on, only those still ahead.
 */
export function RefundRulesNote({ id, checkIn }: { id: string; checkIn: CalendarDate }) {
  const t = useTranslations("cancellation.before");
  const locale = usePageLocale();
  const today = todayInBrussels();
  const { full, half } = refundDeadlines(checkIn);
  const day = (date: CalendarDate) => formatLongDate(date, locale);
  const lines =
    today > half
      ? [t("noneNow")]
      : [
          ...(today <= full ? [t("full", { date: day(full) })] : []),
          t("half", { date: day(half) }),
          t("none", { date: day(addDays(half, 1)) }),
        ];
  return (
    <div id={id} className="flex gap-2.5 rounded-lg border border-stone-200 p-3 text-sm">
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bark-700" />
      <div className="flex flex-col gap-1">
        <p className="font-medium text-stone-900">{t("title")}</p>
        <ul className="flex flex-col gap-0.5 text-stone-700">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
