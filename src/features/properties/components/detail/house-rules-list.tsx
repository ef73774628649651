import { cn } from "@/lib/cn";
import type { HouseRule } from "../../schemas";
import { SvgIcon } from "./svg-icon";

interface HouseRulesListProps {
  rules: HouseRule[];
  /** Titles only, for places where the full rules are already shown elsewhere on the page. */
  compact?: boolean;
  className?: string;
}

export function HouseRulesList({ rules, compact = false, className }: HouseRulesListProps) {
  if (compact) {
    return (
      <ul className={cn("grid gap-2 sm:grid-cols-2 xl:grid-cols-3", className)}>
        {rules.map((rule) => (
          <li
            key={rule.id}
            className="flex items-center gap-2 rounded-lg bg-bark-100 px-3 py-2 text-sm text-stone-800"
          >
            <SvgIcon markup={rule.icon} className="size-4" />
            {rule.title}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {rules.map((rule) => (
        <li
          key={rule.id}
          className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-xs"
        >
          <SvgIcon markup={rule.icon} className="mt-0.5" />
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{rule.title}</p>
            {rule.description ? (
              <p className="mt-0.5 text-sm text-stone-600">{rule.description}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
