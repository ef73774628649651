import { formatEuros } from "@/lib/money";
import { paymentMethodLabel } from "../methods";
import type { PaymentStatus } from "../providers/provider";

const OUTCOME_BUTTONS = [
  { outcome: "pay", label: "Pay", tone: "bg-forest-700 text-white hover:bg-forest-800" },
  { outcome: "fail", label: "Fail", tone: "border border-stone-300 bg-white hover:bg-stone-50" },
  {
    outcome: "cancel",
    label: "Cancel",
    tone: "border border-stone-300 bg-white hover:bg-stone-50",
  },
  {
    outcome: "expire",
    label: "Expire",
    tone: "border border-stone-300 bg-white hover:bg-stone-50",
  },
] as const;

/** Why a payment that is no longer open cannot be settled here. */
const ENDED: Record<Exclude<PaymentStatus, "created">, string> = {
  paid: "This payment has already been completed.",
  failed: "This payment has already been completed.",
  canceled: "This payment has already been completed.",
  expired: "This payment has expired and can no longer be paid.",
};

/** The sandbox provider's hosted checkout: a person chooses how the payment ends. */
export function SandboxCheckout({
  paymentId,
  amountEuros,
  description,
  status,
  methods,
}: {
  paymentId: string;
  amountEuros: number;
  description: string;
  status: PaymentStatus;
  /** The methods the payment offers, as Mollie's page would list them. */
  methods: readonly string[];
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <div className="rounded-xl border border-stone-200 bg-white p-8 shadow-sm">
        <p className="text-xs font-semibold tracking-widest text-amber-800 uppercase">
          Sandbox payment: no money moves
        </p>
        <p className="mt-3 text-sm text-stone-600">Amount due now</p>
        <h1 className="text-2xl font-semibold text-stone-900">{formatEuros(amountEuros)}</h1>
        <p className="mt-1 text-stone-700">{description}</p>
        {status !== "created" ? (
          <p className="mt-6 text-stone-700">{ENDED[status]}</p>
        ) : (
          <form
            method="post"
            action={`/api/sandbox/payments/${paymentId}`}
            className="mt-6 grid grid-cols-2 gap-3"
          >
            <fieldset className="col-span-2 mb-2 flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-stone-900">Payment method</legend>
              {methods.map((method, index) => (
                <label key={method} className="flex items-center gap-2 text-sm text-stone-800">
                  <input type="radio" name="method" value={method} defaultChecked={index === 0} />
                  {paymentMethodLabel(method)}
                </label>
              ))}
            </fieldset>
            {OUTCOME_BUTTONS.map((button) => (
              <button
                key={button.outcome}
                type="submit"
                name="outcome"
                value={button.outcome}
                className={`h-11 rounded-md text-sm font-medium ${button.tone}`}
              >
                {button.label}
              </button>
            ))}
          </form>
        )}
      </div>
    </main>
  );
}
