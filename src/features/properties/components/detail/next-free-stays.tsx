"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { withLoadedMessages } from "@/components/loaded-messages";
import { MAX_SEARCH_DAYS, type StaySearchKind } from "@/features/stays";
import { useBookingDialogIntl } from "@/features/bookings/components";
import { StayTypeField, useStays } from "@/features/stays/components";
import { addDays, todayInBrussels } from "@/lib/dates";
import { StayChoices, type StayChoicesProps } from "../stay-choices";
import { useStayPriceLabel } from "../stay-price-labels";

/** How many next free stays a home's page lists. */
const SHOWN = 6;

type NextFreeStaysProps = Pick<StayChoicesProps, "property" | "guests">;

function StayList({ property, guests }: NextFreeStaysProps) {
  const t = useTranslations("stays");
  const priceLabel = useStayPriceLabel();
  const intl = useBookingDialogIntl();
  const [kind, setKind] = useState<StaySearchKind>("weekend");
  const today = todayInBrussels();
  const stays = useStays({
    kind,
    from: today,
    to: addDays(today, MAX_SEARCH_DAYS),
    guests,
    propertyId: property.id,
    limit: SHOWN,
  });
  return (
    <section aria-labelledby="next-free-stays" className="flex flex-col gap-3">
      <StayTypeField name="next-stay-type" value={kind} onChange={setKind} />
      <h3 id="next-free-stays" className="text-sm font-semibold text-stone-900">
        {t(`nextFree.${kind}`)}
      </h3>
      <div aria-live="polite">
        {stays === null ? (
          <p className="text-sm text-stone-600">{t("loading")}</p>
        ) : stays === "failed" ? (
          <p className="text-sm text-stone-600">{t("failed")}</p>
        ) : stays.length === 0 ? (
          <p className="text-sm text-stone-600">{t("none")}</p>
        ) : (
          <StayChoices
            property={property}
            stays={stays}
            prices={stays.map(priceLabel)}
            guests={guests}
            intl={intl}
          />
        )}
      </div>
    </section>
  );
}

/**
 * 'Next free weekends' (midweeks, weeks, stays) of a home: the guest picks a stay type and one of
 * the next six free stays of it, and the booking dialog opens on those dates. Loaded when the
 * booking card's end nears the screen, with the messages it and the booking dialog read.
 */
export const NextFreeStays = withLoadedMessages(StayList);
