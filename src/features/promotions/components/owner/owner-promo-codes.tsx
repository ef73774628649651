import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
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
  const cell = "px-3 py-3 text-left align-top";
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
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white lg:block">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Promo codes, newest first</caption>
              <thead className="border-b border-stone-200 bg-bark-50 text-stone-700">
                <tr>
                  <th scope="col" className={`${cell} font-medium`}>
                    Code
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Discount
                  </th>
                  <th scope="col" className={`${cell} min-w-[15rem] font-medium`}>
                    When
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Stays
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Uses
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Changes</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {promoCodes.map((promoCode) => (
                  <tr key={promoCode.id}>
                    <th scope="row" className={`${cell} font-normal`}>
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
                    </th>
                    <td className={cell}>{discountInWords(promoCode)}</td>
                    <td className={cell}>
                      <span className="block">{bookedInWords(promoCode)}</span>
                      <span className="block">{staysInWords(promoCode)}</span>
                    </td>
                    <td className={cell}>
                      {staysFor(promoCode, homes).map((words) => (
                        <span key={words} className="block">
                          {words}
                        </span>
                      ))}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>{usesInWords(promoCode)}</td>
                    <td className={cell}>
                      <div className="flex flex-col items-stretch gap-2">
                        <Changes promoCode={promoCode} homes={homes} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Promo codes, newest first" className="flex flex-col gap-3 lg:hidden">
            {promoCodes.map((promoCode) => (
              <li key={promoCode.id} aria-labelledby={`promo-code-${promoCode.id}`}>
                <Card className="flex flex-col gap-2 p-4 text-sm text-stone-800">
                  <div className="flex items-start justify-between gap-3">
                    <span
                      id={`promo-code-${promoCode.id}`}
                      className="font-mono font-semibold break-all text-stone-900"
                    >
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
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {full ? (
        <p className="text-sm text-stone-700">
          There can be at most {MAX_PROMO_CODES} promo codes: remove an old one to add another.
        </p>
      ) : null}
    </section>
  );
}
