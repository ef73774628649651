"use client";

import { Download } from "@/components/icons/download";
import { Plus } from "@/components/icons/plus";
import { Trash2 } from "@/components/icons/trash-2";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, SelectField } from "@/components/ui/field";
import { ConfirmChange, ConfirmFormChange } from "@/features/owner/components";
import { TOURIST_TAX_KINDS } from "@/db/enums";
import { FIRST_RULE_DAY, formatLongDate } from "@/lib/dates";
import { KIND_LABELS, ruleInWords } from "../rule-words";
import type { Commune, CommuneList, CommuneRule } from "../schemas";

/** A rule as the dialogs' fields hold it, to the API's body (its schema says what is wrong). */
function ruleOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const number = (name: string) =>
    text(name) === "" ? null : Number(text(name).replace(",", "."));
  return {
    kind: text("kind"),
    amount: number("amount") ?? 0,
    childrenUnder: number("childrenUnder"),
  };
}

function RuleFields() {
  return (
    <>
      <SelectField label="How it taxes" name="kind" defaultValue="per_person_night" required>
        {TOURIST_TAX_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Amount (€)"
        name="amount"
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        description="0 when the commune charges guests nothing."
        required
      />
      <Field
        label="Children free under the age of"
        optional
        name="childrenUnder"
        type="number"
        inputMode="numeric"
        step={1}
        min={1}
        max={25}
        description="Per person per night only: guests under this age pay nothing."
      />
    </>
  );
}

/** A commune's first rule added here has no real first day (it is dated 1970): 'before' the next. */
function fromLabel(rules: CommuneRule[], index: number): string {
  const rule = rules[index];
  if (!rule) return "";
  if (index > 0 || rule.from > FIRST_RULE_DAY) return `From ${formatLongDate(rule.from, "en")}`;
  const next = rules[1];
  return next ? `Before ${formatLongDate(next.from, "en")}` : "Always";
}

function quarterLabel(quarter: string): string {
  return `${quarter.slice(5)} ${quarter.slice(0, 4)}`;
}

function CommuneCard({
  commune,
  firstDay,
  quarters,
  defaultQuarter,
}: {
  commune: Commune;
  firstDay: string;
  quarters: string[];
  defaultQuarter: string;
}) {
  const base = `/api/owner/communes/${commune.id}`;
  const headingId = `commune-${commune.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-xl font-semibold text-forest-900">
            {commune.name}
          </h2>
          <p className="text-sm text-stone-700">
            {commune.homes.length > 0
              ? `Homes: ${commune.homes.map((home) => home.name).join(", ")}`
              : "No home is in this commune yet."}
          </p>
        </div>
        {commune.homes.length === 0 ? (
          <ConfirmChange
            path={`${base}/remove`}
            trigger={
              <Button type="button" variant="outline" size="sm">
                <Trash2 aria-hidden="true" />
                Remove<span className="sr-only"> {commune.name}</span>
              </Button>
            }
            title={`Remove ${commune.name}?`}
            description="Its rules go with it. A home can be put in it again only after adding it anew."
            keepLabel="Keep commune"
            confirmLabel="Remove commune"
          />
        ) : null}
      </div>

      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Tourist tax rules of {commune.name}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Rule
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {commune.rules.map((rule, index) => (
            <tr key={rule.id} className="border-b border-stone-100 align-top">
              <td className="py-3 pr-4 text-stone-900">{fromLabel(commune.rules, index)}</td>
              <td className="py-3 pr-4 text-stone-900">
                {ruleInWords(rule)} {rule.inForce ? <Badge tone="green">In force</Badge> : null}
                {rule.coming ? <Badge tone="grey">Coming</Badge> : null}
              </td>
              <td className="py-3 text-right">
                {rule.coming ? (
                  <ConfirmChange
                    path={`${base}/rules/${rule.id}/remove`}
                    trigger={
                      <Button type="button" variant="outline" size="sm">
                        <Trash2 aria-hidden="true" />
                        Remove
                        <span className="sr-only"> the rule from {rule.from}</span>
                      </Button>
                    }
                    title={`Remove the rule from ${formatLongDate(rule.from, "en")}?`}
                    description="Nights from that day on are then taxed by the rule before it."
                    keepLabel="Keep rule"
                    confirmLabel="Remove rule"
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <ConfirmFormChange
          path={`${base}/rules`}
          bodyOf={(form) => ({ from: String(form.get("from") ?? ""), ...ruleOf(form) })}
          trigger={
            <Button type="button" variant="outline">
              <Plus aria-hidden="true" />
              Add a coming rule<span className="sr-only"> to {commune.name}</span>
            </Button>
          }
          title={`A coming rule for ${commune.name}`}
          description="It taxes the nights from its day on. Stays already booked keep the tax they were quoted."
          keepLabel="Close"
          confirmLabel="Add rule"
          destructive={false}
        >
          <Field label="From" name="from" type="date" required min={firstDay} />
          <RuleFields />
        </ConfirmFormChange>

        <form
          method="get"
          aria-label={`Declaration of ${commune.name}`}
          className="flex flex-wrap items-end gap-2"
        >
          <SelectField
            label="Declaration for"
            name="quarter"
            defaultValue={defaultQuarter}
            box="h-11 w-auto text-base sm:text-sm"
          >
            {quarters.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarterLabel(quarter)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outline" formAction={`${base}/declaration.csv`}>
            <Download aria-hidden="true" />
            CSV<span className="sr-only"> declaration of {commune.name}</span>
          </Button>
          <Button type="submit" variant="outline" formAction={`${base}/declaration.pdf`}>
            <Download aria-hidden="true" />
            PDF<span className="sr-only"> declaration of {commune.name}</span>
          </Button>
        </form>
      </div>
    </section>
  );
}

/**
 * The communes whose tourist tax prices the homes' stays (issue 32): their rules by date, a
 * coming change lined up ahead, and the quarterly declaration each asks for.
 */
export function OwnerCommunes({
  list,
  firstDay,
  quarters,
  defaultQuarter,
}: {
  list: CommuneList;
  firstDay: string;
  /** Newest first. */
  quarters: string[];
  defaultQuarter: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <ConfirmFormChange
          path="/api/owner/communes"
          bodyOf={(form) => ({ name: String(form.get("name") ?? ""), rule: ruleOf(form) })}
          trigger={
            <Button type="button">
              <Plus aria-hidden="true" />
              Add a commune
            </Button>
          }
          title="Add a commune"
          description="Its rule taxes the stays of the homes you put in it, from now on."
          keepLabel="Close"
          confirmLabel="Add commune"
          destructive={false}
        >
          <Field label="Name" name="name" required maxLength={80} />
          <RuleFields />
        </ConfirmFormChange>
      </div>
      {list.communes.length === 0 ? (
        <p className="rounded-lg bg-bark-100 p-4 text-sm text-stone-800">
          No commune yet. Add the commune each home is in, with the tourist tax its regulation sets;
          then choose it in the home&rsquo;s form.
        </p>
      ) : null}
      {list.communes.map((commune) => (
        <CommuneCard
          key={commune.id}
          commune={commune}
          firstDay={firstDay}
          quarters={quarters}
          defaultQuarter={defaultQuarter}
        />
      ))}
    </div>
  );
}
