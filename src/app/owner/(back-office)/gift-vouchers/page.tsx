import { latestLastDay } from "@/features/gift-vouchers";
import { listGiftVouchers } from "@/features/gift-vouchers/server";
import { GiftVouchersView } from "@/features/owner-office/components";
import { todayInBrussels } from "@/lib/dates";

export const metadata = { title: "Gift vouchers" };

export default async function OwnerGiftVouchersPage() {
  const list = await listGiftVouchers();
  const today = todayInBrussels();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Gift vouchers
        </h1>
        <p className="max-w-2xl text-stone-700">
          Guests buy gift vouchers on the site and spend them on any payment of a booking, but not
          the security deposit. What is left on a voucher stays for later, and a refund of money a
          voucher paid goes back to it. Each voucher can be spent until its last day, 12 months
          after it was paid: &lsquo;Extend&rsquo; gives it a later one.
        </p>
      </div>
      <GiftVouchersView list={list} today={today} latest={latestLastDay(today)} />
    </div>
  );
}
