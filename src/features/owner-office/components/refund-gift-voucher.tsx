"use client";

import { Undo2 } from "@/components/icons/undo-2";
import { Button } from "@/components/ui/button";
import { ConfirmChange } from "@/features/owner/components";
import type { OwnerGiftVoucher } from "@/features/gift-vouchers";
import { formatEuros } from "@/lib/money";

/**
 * 'Refund': the buyer withdrew within the terms' 14 days. Offered only while nothing was spent
 * from the voucher; the server checks again under the voucher's lock.
 */
export function RefundGiftVoucher({
  voucher,
}: {
  voucher: Pick<OwnerGiftVoucher, "id" | "code" | "amount" | "buyerName" | "status" | "used">;
}) {
  if (voucher.status === "refunded" || voucher.used > 0) return null;
  return (
    <ConfirmChange
      path={`/api/owner/gift-vouchers/${voucher.id}/refund`}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Undo2 aria-hidden="true" />
          Refund<span className="sr-only"> {voucher.code}</span>
        </Button>
      }
      title={`Refund gift voucher ${voucher.code}?`}
      description={`${voucher.buyerName} gets ${formatEuros(voucher.amount)} back on the card or account they paid with, and the code pays for nothing from now on.`}
      keepLabel="Keep voucher"
      confirmLabel="Refund voucher"
      destructive
    />
  );
}
