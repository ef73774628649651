import type { Feature } from "../../schemas";
import { SvgIcon } from "./svg-icon";

/** The features in two columns from sm up, or in one where the list sits in a column itself. */
export function FeatureGrid({
  items,
  columns = 2,
}: {
  items: Pick<Feature, "id" | "name" | "icon">[];
  columns?: 1 | 2;
}) {
  return (
    <ul className={`grid gap-x-6 gap-y-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 text-stone-800">
          <SvgIcon markup={item.icon} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
