import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { CalendarDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { OwnerGiftVoucher, OwnerGiftVoucherList } from "@/features/gift-vouchers";
import { FigureCards, OwnerListing } from "@/features/owner/components";
import { ExtendGiftVoucherDialog } from "./extend-gift-voucher-dialog";
import { RefundGiftVoucher } from "./refund-gift-voucher";
import { dayInWords, shortDayInWords, STATUS_TONES, statusInWords } from "./gift-voucher-words";

/** A day that a narrow column never breaks across two lines. */
const day = (date: CalendarDate) => shortDayInWords(date).replaceAll(" ", "\u00a0");

function StatusBadge({ voucher }: { voucher: OwnerGiftVoucher }) {
  return <Badge tone={STATUS_TONES[voucher.status]}>{statusInWords(voucher)}</Badge>;
}

function Totals({ totals }: { totals: OwnerGiftVoucherList["totals"] }) {
  const figures = [
    { label: "Sold", value: formatEuros(totals.sold) },
    { label: "Spent on bookings", value: formatEuros(totals.used) },
    { label: "Left to spend", value: formatEuros(totals.remainingActive) },
    { label: "Left on expired vouchers", value: formatEuros(totals.remainingExpired) },
  ];
  return <FigureCards columns={4} figures={figures} />;
}

/** The booking payments a voucher paid, each leading to its booking. */
function BookingsPaid({ voucher }: { voucher: OwnerGiftVoucher }) {
  if (voucher.bookings.length === 0) return <span className="text-stone-600">None yet</span>;
  return (
    <ul className="flex flex-col gap-1">
      {voucher.bookings.map((paid) => (
        <li key={paid.paymentId}>
          <Link
            href={`/owner/bookings/${paid.bookingId}`}
            className="font-medium text-forest-800 underline underline-offset-4"
          >
            {paid.homeName}
          </Link>
          : {formatEuros(paid.amount)} on {day(paid.paidOn)}
          {paid.returned > 0 ? `, ${formatEuros(paid.returned)} back on a refund` : null}
        </li>
      ))}
    </ul>
  );
}

function Buyer({ voucher }: { voucher: OwnerGiftVoucher }) {
  return (
    <>
      <span className="block break-words">{voucher.buyerName}</span>
      <a
        href={`mailto:${voucher.buyerEmail}`}
        className="block wrap-anywhere text-forest-800 underline underline-offset-4"
      >
        {voucher.buyerEmail}
      </a>
    </>
  );
}

/**
 * The gift vouchers sold (issue 36), newest first: the money they hold in all, then each voucher
 * with what it paid and 'Extend'; a table on wide screens, cards on a phone.
 */
export function GiftVouchersView({
  list,
  today,
  latest,
}: {
  list: OwnerGiftVoucherList;
  today: CalendarDate;
  latest: CalendarDate;
}) {
  const { giftVouchers } = list;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="gift-voucher-totals-heading" className="flex flex-col gap-3">
        <h2
          id="gift-voucher-totals-heading"
          className="font-serif text-xl font-semibold text-forest-900"
        >
          In all
        </h2>
        <Totals totals={list.totals} />
      </section>
      <section aria-labelledby="gift-vouchers-heading" className="flex flex-col gap-4">
        <h2 id="gift-vouchers-heading" className="font-serif text-xl font-semibold text-forest-900">
          Vouchers
        </h2>
        {giftVouchers.length === 0 ? (
          <p className="text-sm text-stone-700">
            No gift vouchers have been sold yet. Guests buy them on the Gift vouchers page of the
            site.
          </p>
        ) : (
          <OwnerListing
            label="Gift vouchers, newest first"
            items={giftVouchers}
            idPrefix="gift-voucher"
            columns={[
              {
                header: "Code",
                cell: (voucher) => (
                  <>
                    <span className="block font-mono font-semibold whitespace-nowrap text-stone-900">
                      {voucher.code}
                    </span>
                    <span className="mt-1 block">
                      <StatusBadge voucher={voucher} />
                    </span>
                  </>
                ),
              },
              {
                header: "Amount",
                className: "whitespace-nowrap",
                cell: (voucher) => formatEuros(voucher.amount),
              },
              {
                header: "Remaining",
                className: "whitespace-nowrap",
                cell: (voucher) => formatEuros(voucher.remaining),
              },
              { header: "Sold on", cell: (voucher) => day(voucher.soldOn) },
              {
                header: "Last day",
                cell: (voucher) => (
                  <>
                    <span className="mb-2 block">{day(voucher.expiresOn)}</span>
                    <span className="flex flex-col items-start gap-2">
                      <ExtendGiftVoucherDialog voucher={voucher} today={today} latest={latest} />
                      <RefundGiftVoucher voucher={voucher} />
                    </span>
                  </>
                ),
              },
              {
                header: "Buyer",
                className: "max-w-[14rem]",
                cell: (voucher) => <Buyer voucher={voucher} />,
              },
              {
                header: "Bookings paid",
                headerClassName: "min-w-[12rem]",
                cell: (voucher) => <BookingsPaid voucher={voucher} />,
              },
            ]}
            card={(voucher, titleId) => (
              <>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span id={titleId} className="font-mono font-semibold break-all text-stone-900">
                    {voucher.code}
                  </span>
                  <StatusBadge voucher={voucher} />
                </div>
                <p className="font-medium">
                  {formatEuros(voucher.remaining)} left of {formatEuros(voucher.amount)}
                </p>
                <p>
                  Sold on {dayInWords(voucher.soldOn)}
                  <br />
                  Last day {dayInWords(voucher.expiresOn)}
                </p>
                <div>
                  <Buyer voucher={voucher} />
                </div>
                <div>
                  <p className="font-medium">Bookings paid</p>
                  <BookingsPaid voucher={voucher} />
                </div>
                <div className="mt-1 flex flex-wrap gap-2">
                  <ExtendGiftVoucherDialog voucher={voucher} today={today} latest={latest} />
                  <RefundGiftVoucher voucher={voucher} />
                </div>
              </>
            )}
          />
        )}
      </section>
    </div>
  );
}
