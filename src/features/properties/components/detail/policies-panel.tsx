import { CalendarClock, Info, LogIn, LogOut, Sunrise, Sunset, type LucideIcon } from "lucide-react";
import { formatEuros } from "@/lib/money";
import type { PoliciesResponse, Property } from "../../schemas";
import { HouseRulesList } from "./house-rules-list";
import { LoadFailure, SectionHeading } from "./section-heading";

interface PoliciesPanelProps {
  property: Pick<Property, "checkInTime" | "checkOutTime" | "minStayDuration">;
  /** null when the policies could not be loaded. */
  policies: PoliciesResponse | null;
}

function extraTimeText(offered: boolean, fee: number | null): string {
  if (!offered) return "Not available";
  return fee === null || fee === 0 ? "Available for free" : `Available for ${formatEuros(fee)}`;
}

interface PolicyItem {
  icon: LucideIcon;
  title: string;
  value: string;
}

function policyItems(
  property: PoliciesPanelProps["property"],
  policy: PoliciesResponse["policy"],
): PolicyItem[] {
  const items: PolicyItem[] = [
    {
      icon: LogIn,
      title: "Check-in",
      value: `From ${policy?.checkInTime ?? property.checkInTime}`,
    },
    {
      icon: LogOut,
      title: "Check-out",
      value: `Until ${policy?.checkOutTime ?? property.checkOutTime}`,
    },
  ];
  if (policy) {
    items.push(
      {
        icon: Sunrise,
        title: "Early check-in",
        value: extraTimeText(policy.earlyCheckIn, policy.earlyCheckInFee),
      },
      {
        icon: Sunset,
        title: "Late check-out",
        value: extraTimeText(policy.lateCheckOut, policy.lateCheckOutFee),
      },
    );
  }
  return items;
}

export function PoliciesPanel({ property, policies }: PoliciesPanelProps) {
  const minimumStay = policies?.policy?.minStayDuration ?? property.minStayDuration;
  return (
    <section aria-labelledby="policies-heading" className="flex flex-col gap-5">
      <SectionHeading id="policies-heading">Policies</SectionHeading>
      {policies === null ? (
        <LoadFailure>Failed to load property policies. Please try again later.</LoadFailure>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            {policyItems(property, policies.policy).map(({ icon: Icon, title, value }) => (
              <div
                key={title}
                className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
              >
                <dt className="flex items-center gap-2 text-sm text-stone-600">
                  <Icon aria-hidden="true" className="size-4 text-forest-700" />
                  {title}
                </dt>
                <dd className="mt-1 font-medium text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
          {minimumStay > 1 ? (
            <p className="flex items-center gap-2 rounded-lg bg-forest-50 px-4 py-3 text-sm text-forest-900">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {`Minimum stay: ${minimumStay} nights`}
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Stays start and end on a Monday or a Friday.
          </p>
          {policies.houseRules.length > 0 ? (
            <div>
              <SectionHeading level={3}>House Rules</SectionHeading>
              <HouseRulesList rules={policies.houseRules} compact className="mt-3" />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
