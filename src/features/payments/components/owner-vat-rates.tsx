"use client";

import { Plus } from "@/components/icons/plus";
import { Trash2 } from "@/components/icons/trash-2";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ConfirmChange, ConfirmFormChange } from "@/features/owner/components";
import { formatLongDate } from "@/lib/dates";
import type { VatRateList } from "../vat";

const percent = (rate: number) => `${rate.toLocaleString("en", { maximumFractionDigits: 2 })}%`;

/** The first rate has no real first day (migration 0031 dates it 1970): it is 'before' the next. */
function firstRowLabel(next: string | undefined): string {
  return next ? `Before ${formatLongDate(next, "en")}` : "Always";
}

/**
 * The VAT rates by the day they start (issue 32): each payment records the rate of the day it
 * arrives, so a coming change is lined up ahead and takes effect on its own.
 */
export function OwnerVatRates({ list, firstDay }: { list: VatRateList; firstDay: string }) {
  return (
    <div className="flex flex-col gap-6">
      {list.exempt ? (
        <p className="rounded-lg bg-bark-100 p-4 text-sm text-stone-800">
          The business is set as exempt from VAT (VAT_EXEMPT): payments record no VAT and their
          receipts say &lsquo;VAT exempt&rsquo;. The rates below apply once that setting is off.
        </p>
      ) : null}
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">VAT rates by the day they start</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              From
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Rate
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rates.map((rate, index) => {
            const coming = rate.from >= firstDay;
            return (
              <tr key={rate.id} className="border-b border-stone-100">
                <td className="py-3 pr-4 text-stone-900">
                  {index === 0
                    ? firstRowLabel(list.rates[1]?.from)
                    : formatLongDate(rate.from, "en")}
                </td>
                <td className="py-3 pr-4 font-medium text-stone-900">
                  {percent(rate.ratePercent)}{" "}
                  {rate.inForce ? <Badge tone="green">In force</Badge> : null}
                  {coming ? <Badge tone="grey">Coming</Badge> : null}
                </td>
                <td className="py-3 text-right">
                  {coming ? (
                    <ConfirmChange
                      path={`/api/owner/vat-rates/${rate.id}/remove`}
                      trigger={
                        <Button type="button" variant="outline" size="sm">
                          <Trash2 aria-hidden="true" />
                          Remove
                          <span className="sr-only"> the rate from {rate.from}</span>
                        </Button>
                      }
                      title={`Remove the rate from ${formatLongDate(rate.from, "en")}?`}
                      description="Payments received from that day on then record the rate before it."
                      keepLabel="Keep rate"
                      confirmLabel="Remove rate"
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <ConfirmFormChange
          path="/api/owner/vat-rates"
          bodyOf={(form) => ({
            from: String(form.get("from") ?? ""),
            ratePercent: Number(String(form.get("ratePercent") ?? "").replace(",", ".")),
          })}
          trigger={
            <Button type="button">
              <Plus aria-hidden="true" />
              Add a coming rate
            </Button>
          }
          title="Add a coming rate"
          description="Payments received from this day on record this rate; those received before keep theirs, and so do their receipts."
          keepLabel="Close"
          confirmLabel="Add rate"
          destructive={false}
        >
          <Field label="From" name="from" type="date" required min={firstDay} />
          <Field
            label="Rate (%)"
            name="ratePercent"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            max={100}
            required
          />
        </ConfirmFormChange>
      </div>
    </div>
  );
}
