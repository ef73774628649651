import { cn } from "@/lib/cn";
import type { Feature } from "../../schemas";
import { SvgIcon } from "./svg-icon";

export function FeatureGrid({
  items,
  className,
}: {
  items: Pick<Feature, "id" | "name" | "icon">[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-x-6 gap-y-3 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 text-stone-800">
          <SvgIcon markup={item.icon} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
