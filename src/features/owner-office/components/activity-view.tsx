import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { SUBJECT_KINDS, type SubjectKind } from "@/features/owner-activity";
import type { ActivityPage } from "../schemas";
import { formatInstant, formatShortDate } from "@/lib/dates";

const ACTIONS: Record<string, string> = {
  "booking.approve": "Approved a booking",
  "booking.reject": "Rejected a booking",
  "booking.cancel": "Cancelled a booking",
  "refund.retry": "Retried a refund",
  "block.add": "Blocked dates",
  "block.remove": "Removed a block",
  "mail.send_again": "Sent a mail again",
  "message.read": "Marked a message read",
  "message.unread": "Marked a message unread",
  "home.calendar-address.regenerate": "Gave a home a new calendar address",
  "feed.add": "Added a calendar feed",
  "feed.remove": "Removed a calendar feed",
  "season.add": "Added a season",
  "season.save": "Changed a season",
  "season.remove": "Removed a season",
  "season.copy": "Copied a season",
  "extra.add": "Added an extra",
  "extra.save": "Changed an extra",
  "extra.remove": "Removed an extra",
  "extra.order": "Reordered a home's extras",
  "vat_rate.add": "Added a VAT rate",
  "vat_rate.remove": "Removed a VAT rate",
  "commune.add": "Added a commune",
  "commune.remove": "Removed a commune",
  "commune.rule.add": "Added a tourist tax rule",
  "commune.rule.remove": "Removed a tourist tax rule",
  "review.answer": "Answered a review",
  "review.hide": "Hid a review",
  "booking.balance_due_date": "Moved a balance's due date",
  "booking.traveller_register": "Filled in a traveller register",
  "home.add": "Added a home",
  "home.edit": "Changed a home",
  "home.activate": "Opened a home to guests",
  "home.deactivate": "Closed a home to guests",
  "amenity.add": "Added an amenity to the catalogue",
  "feature.add": "Added a feature to the catalogue",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "gift_voucher.extend": "Extended a gift voucher",
  photo_added: "Added a photo",
  photo_changed: "Changed a photo",
  photo_deleted: "Deleted a photo",
  photos_reordered: "Reordered a home's photos",
};

/** Each kind of subject: the filter's plural, and the singular an entry without a name shows. */
const KINDS: Record<SubjectKind, [plural: string, singular: string]> = {
  booking: ["Bookings", "A booking"],
  owner_block: ["Blocks", "A block"],
  refund: ["Refunds", "A refund"],
  mail: ["Mail", "A mail"],
  contact_message: ["Messages", "A message"],
  photo: ["Photos", "A photo"],
  passkey: ["Passkeys", "A passkey"],
  home: ["Homes", "A home"],
  amenity: ["Amenities", "An amenity"],
  feature: ["Features", "A feature"],
  calendar_feed: ["Calendar feeds", "A calendar feed"],
  season: ["Seasons", "A season"],
  vat_rate: ["VAT rates", "A VAT rate"],
  commune: ["Communes", "A commune"],
  review: ["Reviews", "A review"],
  extra: ["Extras", "An extra"],
  promo_code: ["Promo codes", "A promo code"],
  gift_voucher: ["Gift vouchers", "A gift voucher"],
};

/** What an entry is about, in the owner's words: the name its record carries, else its kind. */
function subjectName({ subject, before, after }: Entry): string {
  const record = { ...before, ...after };
  for (const key of ["name", "guestName", "label", "commune", "title", "email", "code"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  // A block or a stay: its dates, whichever names they were recorded under.
  const from = record.startDate ?? record.from;
  const to = record.endDate ?? record.to;
  if (typeof from === "string" && typeof to === "string") {
    return `${formatShortDate(from)} – ${formatShortDate(to)}`;
  }
  return KINDS[subject.kind][1];
}

type Entry = ActivityPage["entries"][number];

/** Where the subject of an action can be seen, for the kinds that have a page. */
function subjectHref({ subject, before, after }: Entry): string | null {
  if (subject.kind === "booking") return `/owner/bookings/${subject.id}`;
  if (subject.kind === "contact_message") return "/owner/messages";
  if (subject.kind === "home") return `/owner/homes/${encodeURIComponent(subject.id)}`;
  if (subject.kind === "vat_rate") return "/owner/vat";
  if (subject.kind === "commune") return "/owner/tourist-tax";
  if (subject.kind === "review") return "/owner/reviews";
  if (subject.kind === "promo_code") return "/owner/promo-codes";
  if (subject.kind === "gift_voucher") return "/owner/gift-vouchers";
  // A block is seen on its home's calendar, a feed on its home's page; their entries name the home.
  const home = (after ?? before)?.propertyId;
  if (subject.kind === "owner_block" && typeof home === "string") {
    return `/owner/homes/${encodeURIComponent(home)}/calendar`;
  }
  if ((subject.kind === "calendar_feed" || subject.kind === "season") && typeof home === "string") {
    return `/owner/homes/${encodeURIComponent(home)}`;
  }
  if (subject.kind === "extra" && typeof home === "string") {
    return `/owner/homes/${encodeURIComponent(home)}#extras`;
  }
  return null;
}

function Subject({ entry }: { entry: Entry }) {
  const name = subjectName(entry);
  const href = subjectHref(entry);
  return href ? (
    <Link href={href} className="text-forest-800 underline underline-offset-4">
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/** Who changed what and when, newest first; a filter by kind of subject and older pages. */
export function ActivityView({ page, kind }: { page: ActivityPage; kind: SubjectKind | null }) {
  const older = page.next
    ? `/owner/activity?${new URLSearchParams({ ...(kind ? { kind } : {}), before: page.next })}`
    : null;
  return (
    <div className="flex flex-col gap-4">
      <form
        method="get"
        action="/owner/activity"
        aria-label="Filter activity"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <SelectField label="Show" name="kind" defaultValue={kind ?? ""}>
          <option value="">Everything</option>
          {SUBJECT_KINDS.map((value) => (
            <option key={value} value={value}>
              {KINDS[value][0]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonVariants()}>
          Show
        </button>
      </form>
      {page.entries.length === 0 ? (
        <p role="status" className="text-sm text-stone-700">
          Nothing was changed in the back office yet.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {page.entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
              <span className="font-medium text-stone-900">
                {ACTIONS[entry.action] ?? entry.action.replaceAll(/[._]/g, " ")}:{" "}
                <Subject entry={entry} />
              </span>
              <span className="break-all text-stone-700">
                {formatInstant(entry.at)} · {entry.actor}
              </span>
            </li>
          ))}
        </ul>
      )}
      {older ? (
        <nav aria-label="Pages" className="flex justify-end">
          <Link href={older} className={buttonVariants({ variant: "outline" })}>
            Older
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
