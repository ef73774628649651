import { parsePersons } from "@/features/availability";
import { extrasQueryValue, readExtraChoices, type ExtraChoice } from "@/features/pricing";
import { toCalendarDate, type CalendarDate } from "@/lib/dates";
import { isUuid } from "@/lib/text";
import { DEFAULT_PERSONS } from "./booking-filters";

export type WizardStep = "dates" | "auth" | "details" | "payment";
export type StepState = "current" | "completed" | "pending";

/** The spec's fourth step, 'Confirmation', is where the guest pays: it is named for that. */
export const WIZARD_STEPS: readonly { id: WizardStep; label: string }[] = [
  { id: "dates", label: "Select Dates" },
  { id: "auth", label: "Verify Email" },
  { id: "details", label: "Your Details" },
  { id: "payment", label: "Payment" },
];

export interface WizardState {
  step: WizardStep;
  bookingId: string | null;
}

export type WizardEvent = { type: "verified" } | { type: "bookingCreated"; bookingId: string };

/** The wizard opens on the auth step: the dates were chosen before the guest came here. */
export const INITIAL_WIZARD_STATE: WizardState = { step: "auth", bookingId: null };

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case "verified":
      return state.step === "auth" ? { ...state, step: "details" } : state;
    case "bookingCreated":
      return { step: "payment", bookingId: event.bookingId };
  }
}

/** A guest who is already signed in passes the auth step without seeing it. */
export function currentStep(state: WizardState, isAuthenticated: boolean): WizardStep {
  return state.step === "auth" && isAuthenticated ? "details" : state.step;
}

export function stepState(step: WizardStep, current: WizardStep): StepState {
  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  const currentIndex = WIZARD_STEPS.findIndex((s) => s.id === current);
  if (index < currentIndex) return "completed";
  return index === currentIndex ? "current" : "pending";
}

export type BookingQuery =
  | {
      ok: true;
      propertyId: string;
      startDate: CalendarDate | null;
      endDate: CalendarDate | null;
      persons: number;
      /** Guests under the commune's age for tourist tax, as the booking dialog passed them. */
      children: number;
      /** The optional extras chosen in the booking dialog; the home's list decides what is kept. */
      extras: ExtraChoice[];
      /** The promo code applied in the booking dialog; the quote checks it again. */
      promo: string | null;
    }
  | { ok: false; message: string };

export const MISSING_BOOKING_INFORMATION = "Missing required booking information";

/** Reads the page's query: propertyId, startDate and endDate are required; persons defaults to 2. */
export function parseBookingQuery(query: {
  propertyId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  persons?: string | null;
  children?: string | null;
  extras?: string | null;
  promo?: string | null;
}): BookingQuery {
  const { propertyId, startDate, endDate } = query;
  if (!propertyId || !startDate || !endDate) {
    return { ok: false, message: MISSING_BOOKING_INFORMATION };
  }
  return {
    ok: true,
    propertyId,
    // A date that cannot be read is reported by the details form as missing date information.
    startDate: toCalendarDate(startDate),
    endDate: toCalendarDate(endDate),
    persons: parsePersons(query.persons) ?? DEFAULT_PERSONS,
    children: childrenOf(query.children),
    extras: readExtraChoices(query.extras),
    promo: promoOf(query.promo),
  };
}

/** A promo code from a link, as the quote reads codes: letters, digits and hyphens, in capitals. */
function promoOf(value: string | null | undefined): string | null {
  const code = (value ?? "").replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(code) ? code : null;
}

/** A count of children from a link: a whole number from 0 to 100, else 0. */
function childrenOf(value: string | null | undefined): number {
  const count = Number(value);
  return value && Number.isInteger(count) && count >= 0 && count <= 100 ? count : 0;
}

export type QueryValues = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * The booking page's query as the page hands it to the wizard: an id, dates and a number of
 * persons that do not parse are dropped there, so text a link carried never reaches the page as
 * it came (it is then missing, as the spec's message says).
 */
export function bookingPageQuery(query: QueryValues): {
  propertyId?: string;
  startDate?: CalendarDate;
  endDate?: CalendarDate;
  persons?: string;
  children?: string;
  extras?: string;
  promo?: string;
} {
  const propertyId = single(query.propertyId);
  const promo = promoOf(single(query.promo));
  const extras = extrasQueryValue(readExtraChoices(single(query.extras)));
  const children = childrenOf(single(query.children));
  const startDate = toCalendarDate(single(query.startDate) ?? "");
  const endDate = toCalendarDate(single(query.endDate) ?? "");
  const persons = parsePersons(single(query.persons));
  return {
    ...(propertyId && isUuid(propertyId) ? { propertyId } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    ...(persons !== undefined ? { persons: String(persons) } : {}),
    ...(children > 0 ? { children: String(children) } : {}),
    ...(extras ? { extras } : {}),
    ...(promo ? { promo } : {}),
  };
}

/** The booking form's first guest count: the persons asked for, never above what the home sleeps. */
export function initialGuestCount(persons: number, maxGuests: number): number {
  return Math.max(1, Math.min(persons, maxGuests));
}
