import { Badge } from "@/components/ui/badge";
import { OwnerListing } from "@/features/owner/components";
import { MAX_PROMO_CODES, type OwnerPromoCode } from "../../promo-code-schemas";
import {
  PromoCodeDialog,
  RemovePromoCodeButton,
  SwitchPromoCodeButton,
} from "./promo-code-dialogs";
import {
  bookedInWords,
  discountInWords,
  homesInWords,
  minNightsInWords,
  stayKindsInWords,
  staysInWords,
  usesInWords,
} from "./promo-code-words";

type Home = { id: string; name: string };

function StatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Off</Badge>;
}

/** Which stays beside the dates: the homes, then the kinds and least nights when set. */
function staysFor(promoCode: OwnerPromoCode, homes: Home[]): string[] {
  return [
    homesInWords(promoCode.propertyIds, homes),
    stayKindsInWords(promoCode.stayKinds),
    minNightsInWords(promoCode.minNights),
  ].filter((words) => words !== null);
}

function Changes({ promoCode, homes }: { promoCode: OwnerPromoCode; homes: Home[] }) {
  return (
    <>
      <PromoCodeDialog promoCode={promoCode} homes={homes} />
      <SwitchPromoCodeButton promoCode={promoCode} />
      <RemovePromoCodeButton promoCode={promoCode} />
    </>
  );
}

/**
 * The owner's promo codes (issue 36), newest first, each with its rules in words and its
 * changes: a table on wide screens, cards on a phone.
 */
export function OwnerPromoCodes({
  promoCodes,
  homes,
}: {
  promoCodes: OwnerPromoCode[];
  homes: Home[];
}) {
  const full = promoCodes.length >= MAX_PROMO_CODES;
  return (
    <section aria-labelledby="promo-codes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promo-codes-heading" className="font-serif text-xl font-semibold text-forest-900">
          Codes
        </h2>
        {full ? null : <PromoCodeDialog homes={homes} />}
      </div>
      {promoCodes.length === 0 ? (
        <p className="text-sm text-stone-700">No promo codes yet.</p>
      ) : (
        <OwnerListing
          label="Promo codes, newest first"
          items={promoCodes}
          idPrefix="promo-code"
          columns={[
            {
              header: "Code",
              cell: (promoCode) => (
                <>
                  <span className="block font-mono font-semibold break-all text-stone-900">
                    {promoCode.code}
                  </span>
                  <span className="mt-1 block">
                    <StatusBadge active={promoCode.active} />
                  </span>
                  {promoCode.note ? (
                    <span className="mt-1 block text-xs break-words text-stone-600">
                      {promoCode.note}
                    </span>
                  ) : null}
                </>
              ),
            },
            { header: "Discount", cell: discountInWords },
            {
              header: "When",
              headerClassName: "min-w-[15rem]",
              cell: (promoCode) => (
                <>
                  <span className="block">{bookedInWords(promoCode)}</span>
                  <span className="block">{staysInWords(promoCode)}</span>
                </>
              ),
            },
            {
              header: "Stays",
              cell: (promoCode) =>
                staysFor(promoCode, homes).map((words) => (
                  <span key={words} className="block">
                    {words}
                  </span>
                )),
            },
            { header: "Uses", className: "whitespace-nowrap", cell: usesInWords },
            {
              header: <span className="sr-only">Changes</span>,
              cell: (promoCode) => (
                <div className="flex flex-col items-stretch gap-2">
                  <Changes promoCode={promoCode} homes={homes} />
                </div>
              ),
            },
          ]}
          card={(promoCode, titleId) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <span id={titleId} className="font-mono font-semibold break-all text-stone-900">
                  {promoCode.code}
                </span>
                <StatusBadge active={promoCode.active} />
              </div>
              <p className="font-medium">{discountInWords(promoCode)}</p>
              <p>
                {bookedInWords(promoCode)}
                <br />
                {staysInWords(promoCode)}
              </p>
              <p>
                {staysFor(promoCode, homes).map((words) => (
                  <span key={words} className="block">
                    {words}
                  </span>
                ))}
              </p>
              <p>{usesInWords(promoCode)}</p>
              {promoCode.note ? (
                <p className="break-words text-stone-600">{promoCode.note}</p>
              ) : null}
              <div className="mt-1 flex flex-wrap gap-2">
                <Changes promoCode={promoCode} homes={homes} />
              </div>
            </>
          )}
        />
      )}
      {full ? (
        <p className="text-sm text-stone-700">
          There can be at most {MAX_PROMO_CODES} promo codes: remove an old one to add another.
        </p>
      ) : null}
    </section>
  );
}
