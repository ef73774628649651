import { useMessages, useTranslations, type AbstractIntlMessages } from "next-intl";
import { useSignInFormIntl, type SignInFormIntl } from "@/features/auth/components";
import { BOOKING_PAGE, omitMessages, pickMessages } from "@/i18n/client-messages";
import { WIZARD_STEPS, type WizardStep } from "../wizard";
import type { GuestCountTexts } from "./guest-count-field";
import { useGuestCountTexts } from "./guest-count-select";

/**
 * What the booking page says on its first screen, said by the server: the page loads no i18n
 * runtime with it. The guest details step, the confirmation and the summary's price load with
 * `messages` (docs/decisions/0065).
 */
export interface BookingWizardIntl {
  texts: {
    steps: Record<WizardStep, string>;
    progress: string;
    completed: string;
    loadingProperty: string;
    checkingAvailability: string;
    failures: Record<"missingInformation" | "loadFailed" | "noLongerAvailable", string>;
    goBack: string;
    browseProperties: string;
    verifyTitle: string;
    verifyText: string;
    guestInformation: string;
    summaryLabel: string;
    summary: string;
    checkIn: string;
    checkOut: string;
    guests: GuestCountTexts;
    total: string;
    toBeCalculated: string;
    finalPriceLater: string;
    calculating: string;
    datesTaken: string;
    priceFailed: string;
  };
  signIn: SignInFormIntl;
  messages: AbstractIntlMessages;
}

export function useBookingWizardIntl(maxGuests: number): BookingWizardIntl {
  const t = useTranslations("booking");
  const pricing = useTranslations("pricing");
  const messages = useMessages();
  return {
    texts: {
      steps: Object.fromEntries(
        WIZARD_STEPS.map((step) => [step.id, t(`wizard.steps.${step.id}`)]),
      ) as Record<WizardStep, string>,
      progress: t("wizard.progress"),
      completed: t("wizard.completed"),
      loadingProperty: t("wizard.loadingProperty"),
      checkingAvailability: t("wizard.checkingAvailability"),
      failures: {
        missingInformation: t("wizard.missingInformation"),
        loadFailed: t("wizard.loadFailed"),
        noLongerAvailable: t("wizard.noLongerAvailable"),
      },
      goBack: t("wizard.goBack"),
      browseProperties: t("wizard.browseProperties"),
      verifyTitle: t("wizard.verifyTitle"),
      verifyText: t("wizard.verifyText"),
      guestInformation: t("wizard.guestInformation"),
      summaryLabel: t("wizard.summaryLabel"),
      summary: t("wizard.summary"),
      checkIn: t("checkIn"),
      checkOut: t("checkOut"),
      guests: useGuestCountTexts(maxGuests),
      total: t("wizard.total"),
      toBeCalculated: t("wizard.toBeCalculated"),
      finalPriceLater: t("wizard.finalPriceLater"),
      calculating: pricing("calculating"),
      datesTaken: pricing("datesTaken"),
      priceFailed: pricing("failed"),
    },
    signIn: useSignInFormIntl(),
    // The sign-in form's messages travel in `signIn`.
    messages: omitMessages(pickMessages(messages, BOOKING_PAGE.namespaces), BOOKING_PAGE.without),
  };
}
