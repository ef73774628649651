import { OwnerVatRates, PaymentsExportForm } from "@/features/payments/components";
import { listVatRates } from "@/features/payments/server";
import { addDays, todayInBrussels } from "@/lib/dates";

export const metadata = { title: "VAT" };

export default async function OwnerVatPage() {
  const list = await listVatRates();
  const today = todayInBrussels();
  // Last month by default: what the accountant asks for.
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">VAT</h1>
        <p className="max-w-2xl text-stone-700">
          VAT on a stay is due when the guest pays, so each payment records the rate in force on the
          day it arrives, and its receipt shows that rate. When the law changes the rate, add it
          here before its first day.
        </p>
      </div>
      <OwnerVatRates list={list} firstDay={addDays(todayInBrussels(), 1)} />
      <PaymentsExportForm from={`${lastMonth.slice(0, 7)}-01`} to={`${today.slice(0, 7)}-01`} />
    </div>
  );
}
