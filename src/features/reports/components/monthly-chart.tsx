/*
 * A year's months beside the year before's, as bars drawn on the server (issue 37): no charting
 * library, nothing to load. The table beside it holds the same numbers, for screen readers and
 * for copying.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;
const GROUP = (WIDTH - LEFT) / 12;
const BAR = GROUP * 0.34;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest value. */
function axisTop(highest: number): number {
  if (highest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? highest;
}

export interface ChartYear {
  year: number;
  /** Twelve values, January first; null where there is nothing to show. */
  values: (number | null)[];
}

export function MonthlyChart({
  id,
  title,
  before,
  chosen,
  format,
  ceiling,
  least = 1,
}: {
  id: string;
  title: string;
  before: ChartYear;
  chosen: ChartYear;
  format(value: number): string;
  /** The axis's top when the values have one, such as 1 for a share. */
  ceiling?: number;
  /** The lowest top the axis takes, so that an empty year still reads in whole steps. */
  least?: number;
}) {
  const highest = Math.max(0, ...[...before.values, ...chosen.values].map((value) => value ?? 0));
  const top = ceiling ?? Math.max(axisTop(highest), least);
  const plot = HEIGHT - BOTTOM - TOP;
  const y = (value: number) => TOP + plot - (Math.min(value, top) / top) * plot;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <figcaption id={`${id}-title`} className="font-medium text-stone-900">
        {title}
      </figcaption>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap gap-4 text-sm text-stone-700" aria-hidden="true">
            <span className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-stone-400" />
              {before.year}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-forest-700" />
              {chosen.year}
            </span>
          </p>
          {/* The table beside says the same: the drawing is hidden from screen readers. On a phone it
          scrolls sideways, so a keyboard can reach and scroll it. */}
          <div
            role="region"
            aria-label={`${title}: chart`}
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-forest-700"
          >
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              className="h-auto w-full min-w-[36rem] text-stone-600"
              aria-hidden="true"
            >
              {ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={LEFT}
                    x2={WIDTH}
                    y1={y(tick)}
                    y2={y(tick)}
                    className="stroke-stone-200"
                    strokeWidth={1}
                  />
                  <text
                    x={LEFT - 6}
                    y={y(tick) + 4}
                    textAnchor="end"
                    fontSize={12}
                    fill="currentColor"
                  >
                    {format(tick)}
                  </text>
                </g>
              ))}
              {MONTHS.map((month, index) => {
                const x = LEFT + index * GROUP + GROUP / 2;
                const previous = before.values[index] ?? 0;
                const current = chosen.values[index] ?? 0;
                return (
                  <g key={month}>
                    <rect
                      x={x - BAR - 1}
                      y={y(previous)}
                      width={BAR}
                      height={y(0) - y(previous)}
                      className="fill-stone-400"
                    />
                    <rect
                      x={x + 1}
                      y={y(current)}
                      width={BAR}
                      height={y(0) - y(current)}
                      className="fill-forest-700"
                    />
                    <text
                      x={x}
                      y={HEIGHT - 6}
                      textAnchor="middle"
                      fontSize={12}
                      fill="currentColor"
                    >
                      {month}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
        </div>
        <div
          role="region"
          aria-label={`${title}: the numbers`}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-forest-700"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left font-medium">
                  Month
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {before.year}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {chosen.year}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {MONTHS.map((month, index) => (
                <tr key={month}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {month}
                  </th>
                  {[before.values[index], chosen.values[index]].map((value, column) => (
                    <td key={column} className="px-3 py-1.5 text-right whitespace-nowrap">
                      {value === null || value === undefined ? "–" : format(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </figure>
  );
}
