import { listHomeNames } from "@/features/bookings/server";
import { OwnerPromoCodes } from "@/features/promotions/components";
import { listPromoCodes } from "@/features/promotions/server";

export const metadata = { title: "Promo codes" };

export default async function OwnerPromoCodesPage() {
  const [promoCodes, homes] = await Promise.all([listPromoCodes(), listHomeNames()]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          Promo codes
        </h1>
        <p className="max-w-2xl text-stone-700">
          A promo code takes a percentage or an amount off the nights&rsquo; price of a booking,
          never off the tourist tax, the fees or the security deposit. A code a guest types is
          checked against its rules below: when the booking is made, the stay&rsquo;s dates, home
          and kind, its nights and the code&rsquo;s uses. Switching a code off stops new bookings
          with it; the bookings already made with it keep their discount.
        </p>
      </div>
      <OwnerPromoCodes promoCodes={promoCodes} homes={homes} />
    </div>
  );
}
