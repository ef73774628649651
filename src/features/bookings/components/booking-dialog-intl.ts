import { useMessages, useTranslations, type AbstractIntlMessages } from "next-intl";
import { useMemo } from "react";
import { BOOKING_DIALOG, omitMessages, pickMessages } from "@/i18n/client-messages";

/**
 * What the booking dialog says: its button's texts, and the messages its panel reads once it
 * loads. A hook of both worlds: a server component (the catalogue) and a client component under
 * PageMessages (a property's booking card) get them alike.
 */
export interface BookingDialogIntl {
  texts: { bookNow: string; openingForm: string };
  messages: AbstractIntlMessages;
}

const NONE: readonly string[] = [];

/**
 * `alsoFor` adds namespaces that other parts of the page loading with the dialog's messages read
 * (a home's booking card: its quote and its next free stays); a constant, so the pick is made once.
 */
export function useBookingDialogIntl(alsoFor: readonly string[] = NONE): BookingDialogIntl {
  const t = useTranslations("booking");
  const messages = useMessages();
  // Picked once, not on each render of the list of stays that holds the buttons.
  return useMemo(
    () => ({
      texts: { bookNow: t("bookNow"), openingForm: t("openingForm") },
      messages: omitMessages(
        pickMessages(messages, [...BOOKING_DIALOG.namespaces, ...alsoFor]),
        BOOKING_DIALOG.without,
      ),
    }),
    [t, messages, alsoFor],
  );
}
