import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One column of a listing's table: its heading and each row's cell. */
export interface ListingColumn<T> {
  header: ReactNode;
  /** Classes of the column's heading, such as a least width. */
  headerClassName?: string;
  /** Classes of each of its cells. */
  className?: string;
  cell(item: T): ReactNode;
}

const cell = "px-3 py-3 text-left align-top";

/**
 * A back office list: a table on a wide screen, whose first column heads each row, and a card
 * per item on a phone, named by the element whose id it is given.
 */
export function OwnerListing<T extends { id: string }>({
  label,
  items,
  columns,
  card,
  idPrefix,
}: {
  /** Names the table and the list of cards, such as 'Promo codes, newest first'. */
  label: string;
  items: readonly T[];
  columns: readonly [ListingColumn<NoInfer<T>>, ...ListingColumn<NoInfer<T>>[]];
  card(item: NoInfer<T>, titleId: string): ReactNode;
  /** Makes each card's title id, with the item's id. */
  idPrefix: string;
}) {
  const [rowHeader, ...rest] = columns;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white lg:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`${cell} font-medium ${column.headerClassName ?? ""}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={`${cell} font-normal ${rowHeader.className ?? ""}`}>
                  {rowHeader.cell(item)}
                </th>
                {rest.map((column, index) => (
                  <td key={index} className={`${cell} ${column.className ?? ""}`}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
        {items.map((item) => (
          <li key={item.id} aria-labelledby={`${idPrefix}-${item.id}`}>
            <Card className="flex flex-col gap-2 p-4 text-sm text-stone-800">
              {card(item, `${idPrefix}-${item.id}`)}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
