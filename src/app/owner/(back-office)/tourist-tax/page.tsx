import { quarterOf, quarterDays } from "@/features/tourist-tax";
import { OwnerCommunes } from "@/features/tourist-tax/components";
import { listCommunes } from "@/features/tourist-tax/server";
import { addDays, todayInBrussels } from "@/lib/dates";

export const metadata = { title: "Tourist tax" };

/** The next quarter (stays already booked), the current one and the eight before, newest first. */
function recentQuarters(today: string): string[] {
  const quarters = [quarterOf(quarterDays(quarterOf(today)).to), quarterOf(today)];
  while (quarters.length < 10) {
    const last = quarters.at(-1) ?? quarterOf(today);
    quarters.push(quarterOf(addDays(quarterDays(last).from, -1)));
  }
  return quarters;
}

export default async function OwnerTouristTaxPage() {
  const list = await listCommunes();
  const today = todayInBrussels();
  const quarters = recentQuarters(today);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Tourist tax
        </h1>
        <p className="max-w-2xl text-stone-700">
          Each commune sets its own tourist tax: per person per night (often with children free),
          per home per night, per stay, or a yearly sum you pay yourself. Guests see the tax of the
          home&rsquo;s commune in every price. When a commune changes its rule, add the new one
          before its first day. Each quarter, download the declaration the commune asks for: the
          stays that arrived in it, their nights, the persons liable and the tax collected.
        </p>
      </div>
      <OwnerCommunes
        list={list}
        firstDay={addDays(today, 1)}
        quarters={quarters}
        defaultQuarter={quarters[2] ?? quarterOf(today)}
      />
    </div>
  );
}
