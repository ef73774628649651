import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentReturn } from "@/features/bookings/components";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/page-metadata";

type Params = Promise<{ bookingId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { bookingId } = await params;
  const t = await getTranslations("booking.meta");
  return pageMetadata({
    title: t("paymentTitle"),
    description: t("paymentDescription"),
    path: `/booking/${encodeURIComponent(bookingId)}/payment-return`,
    indexable: false,
  });
}

export default async function PaymentReturnPage({ params }: { params: Params }) {
  const { bookingId } = await params;
  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 py-12 sm:px-6 lg:py-16">
      <PaymentReturn
        bookingId={bookingId || undefined}
        awaitsApproval={!getConfig().AUTO_APPROVE}
      />
    </div>
  );
}
