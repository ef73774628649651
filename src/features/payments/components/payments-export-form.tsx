import { Download } from "@/components/icons/download";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

/**
 * The accountant's export (issue 36): every payment received and refund made in a period, with
 * what gift vouchers paid and got back, as a CSV a Belgian spreadsheet opens as it is. A plain
 * form: the browser downloads the file the owner's session may read.
 */
export function PaymentsExportForm({ from, to }: { from: string; to: string }) {
  return (
    <form
      method="get"
      action="/api/owner/payments.csv"
      aria-labelledby="payments-export-title"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="payments-export-title" className="font-serif text-xl font-semibold text-forest-950">
          Payments and refunds
        </h2>
        <p className="text-sm text-stone-700">
          For the accountant: one row per payment received or refund made, with its method, the part
          a gift voucher paid or got back, the VAT and the receipt number. Semicolons and decimal
          commas, as Belgian spreadsheets read them.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="From" type="date" name="from" required defaultValue={from} />
        <Field label="To (not included)" type="date" name="to" required defaultValue={to} />
        <Button type="submit" variant="outline" size="field">
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
    </form>
  );
}
