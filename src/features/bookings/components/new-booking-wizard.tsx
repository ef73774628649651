"use client";

import { ArrowLeft } from "@/components/icons/arrow-left";
import { Check } from "@/components/icons/check";
import { Loader2 } from "@/components/icons/loader-2";
import { MapPin } from "@/components/icons/map-pin";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { lazy, Suspense, useReducer, useRef, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SessionPending, SignInCard, useAuthSession } from "@/features/auth/components";
import { availabilityResponseSchema, nightsOf } from "@/features/availability";
import { keepChoosable, type ExtraChoice } from "@/features/pricing";
import { shownQuote, useStayQuote, type StayQuoteState } from "@/features/pricing/components";
import { Link } from "@/i18n/link";
import { usePathLocale } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { onDemand } from "@/lib/on-demand";
import { useApiQuery } from "@/lib/use-api-query";
import { useNearScreen } from "@/lib/use-near-screen";
import { formatShortDate } from "@/lib/dates";
import { stayTimestamps } from "../date-range";
import type { BookedHome } from "../views";
import {
  currentStep,
  INITIAL_WIZARD_STATE,
  initialGuestCount,
  parseBookingQuery,
  stepState,
  WIZARD_STEPS,
  wizardReducer,
  type WizardStep,
} from "../wizard";
import type { BookingWizardIntl } from "./wizard-intl";
import { goBack, SummaryRow, type CreatedBooking, type Stay } from "./wizard-parts";

// The booking's full views load when the page needs them, not with it.
const loadViews = () => import("../views");

// The guest details step (the form, its extras, codes, notices and checks) and the confirmation
// load once a guest is signed in, not for the sign-in step every first visit starts on.
const detailsForm = onDemand(() => import("./guest-details-step").then((m) => m.GuestDetailsForm));
const confirmation = onDemand(() => import("./guest-details-step").then((m) => m.BookingConfirmed));
const GuestDetailsForm = detailsForm.Component;
const BookingConfirmed = confirmation.Component;
const loadDetailsStep = () => {
  detailsForm.preload();
  confirmation.preload();
};
// Loaded as the summary nears the screen: below the sign-in step on a phone.
const SummaryPrice = lazy(() =>
  import("./summary-price").then((m) => ({ default: m.SummaryPrice })),
);

type WizardTexts = BookingWizardIntl["texts"];

export interface NewBookingWizardProps {
  propertyId?: string;
  startDate?: string;
  endDate?: string;
  persons?: string;
  children?: string;
  /** The optional extras chosen in the booking dialog: `id:quantity,...`. */
  extras?: string;
  /** The promo code applied in the booking dialog. */
  promo?: string;
  /** The home and its availability for the stay, when the server could read them. */
  known?: KnownStay;
  /** The page's texts, and the messages of the parts that load later (useBookingWizardIntl). */
  intl: BookingWizardIntl;
}

export interface KnownStay {
  home: BookedHome;
  isAvailable: boolean;
}

type LoadState =
  | { status: "loading" }
  | { status: "checking" }
  | { status: "failed"; reason: "missingInformation" | "loadFailed" | "noLongerAvailable" }
  | { status: "ready"; property: BookedHome };

/** The guest details form's place while its code loads. */
function DetailsPending() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-forest-700" />
      <p role="status" className="text-stone-700">
        {children}
      </p>
    </Card>
  );
}

function FailureCard({ message, texts }: { message: string; texts: WizardTexts }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p role="alert" className="text-base font-medium text-stone-900">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {texts.goBack}
        </Button>
        <Link href="/properties" className={buttonVariants()}>
          {texts.browseProperties}
        </Link>
      </div>
    </Card>
  );
}

function StepIndicator({ current, texts }: { current: WizardStep; texts: WizardTexts }) {
  return (
    <nav aria-label={texts.progress}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-3">
        {WIZARD_STEPS.map((step, index) => {
          const state = stepState(step.id, current);
          return (
            <li
              key={step.id}
              aria-current={state === "current" ? "step" : undefined}
              className="flex items-center gap-2"
            >
              {index > 0 ? (
                <span aria-hidden="true" className="hidden h-px w-6 bg-stone-300 sm:block" />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border text-sm font-semibold",
                  state === "completed" && "border-forest-700 bg-forest-700 text-white",
                  state === "current" && "border-forest-700 bg-white text-forest-800",
                  state === "pending" && "border-stone-300 bg-white text-stone-500",
                )}
              >
                {state === "completed" ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-sm",
                  state === "current" ? "font-semibold text-stone-900" : "text-stone-600",
                )}
              >
                {texts.steps[step.id]}
                {state === "completed" ? <span className="sr-only"> {texts.completed}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function BookingSummary({
  property,
  stay,
  guests,
  quote,
  intl,
}: {
  property: BookedHome;
  stay: Stay;
  guests: number;
  quote: StayQuoteState;
  intl: BookingWizardIntl;
}) {
  const { texts } = intl;
  const locale = usePathLocale();
  const priceBox = useRef<HTMLDivElement>(null);
  const priceNear = useNearScreen(priceBox);
  const { startDate, endDate } = stay;
  const nights = startDate && endDate ? nightsOf({ checkIn: startDate, checkOut: endDate }) : 0;

  const shown = shownQuote(quote);
  const calculating = <p className="text-sm text-stone-600">{texts.calculating}</p>;
  let price: ReactNode;
  if (nights <= 0 || !startDate) {
    price = (
      <div className="flex flex-col gap-1">
        <div className="flex justify-between gap-4 text-base font-semibold">
          <span>{texts.total}</span>
          <span>{texts.toBeCalculated}</span>
        </div>
        <p className="text-sm text-stone-600">{texts.finalPriceLater}</p>
      </div>
    );
  } else if (shown) {
    price = priceNear ? (
      <Suspense fallback={calculating}>
        <SummaryPrice
          messages={intl.messages}
          quote={shown}
          stale={quote.status !== "ready"}
          checkIn={startDate}
          securityDeposit={property.securityDeposit}
        />
      </Suspense>
    ) : (
      calculating
    );
  } else if (quote.status === "error") {
    price = <p className="text-sm text-red-700">{quote.message ?? texts.priceFailed}</p>;
  } else if (quote.status === "unavailable") {
    price = <p className="text-sm font-medium text-red-700">{texts.datesTaken}</p>;
  } else {
    price = calculating;
  }

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-forest-950">{texts.summary}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-stone-900">{property.name}</p>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {property.location}
          </p>
        </div>
        <dl className="flex flex-col gap-2 border-y border-stone-200 py-4 text-sm">
          <SummaryRow
            label={texts.checkIn}
            value={startDate ? formatShortDate(startDate, locale) : "-"}
          />
          <SummaryRow
            label={texts.checkOut}
            value={endDate ? formatShortDate(endDate, locale) : "-"}
          />
          <SummaryRow
            label={texts.guests.label}
            value={texts.guests.counts[guests - 1] ?? String(guests)}
          />
        </dl>
        <div ref={priceBox} aria-live="polite" className="flex flex-col gap-3">
          {price}
        </div>
      </CardContent>
    </Card>
  );
}

function useBookingPage(
  query: ReturnType<typeof parseBookingQuery>,
  known: KnownStay | undefined,
): LoadState {
  const propertyId = query.ok ? query.propertyId : null;
  const startDate = query.ok ? query.startDate : null;
  const endDate = query.ok ? query.endDate : null;
  const given = known?.home.id === propertyId ? known : undefined;
  const path =
    propertyId === null ? null : `/api/public/properties/${encodeURIComponent(propertyId)}`;
  const property = useApiQuery(
    path === null || given
      ? null
      : {
          key: path,
          load: async (signal) =>
            apiRequest(path, (await loadViews()).bookedHomeSchema, { signal, anonymous: true }),
        },
  );
  // Asked once the property has loaded; without readable dates the form reports them missing.
  const availability = useApiQuery(
    property.status === "success" && path !== null && startDate && endDate
      ? {
          key: `${path}|${startDate}|${endDate}`,
          load: (signal) => {
            const stay = new URLSearchParams(stayTimestamps(startDate, endDate));
            return apiRequest(`${path}/availability?${stay}`, availabilityResponseSchema, {
              signal,
              anonymous: true,
            });
          },
        }
      : null,
  );

  if (!query.ok) return { status: "failed", reason: "missingInformation" };
  if (given) {
    return given.isAvailable
      ? { status: "ready", property: given.home }
      : { status: "failed", reason: "noLongerAvailable" };
  }
  if (property.status === "error") return { status: "failed", reason: "loadFailed" };
  if (property.status !== "success") return { status: "loading" };
  if (availability.status === "error") return { status: "failed", reason: "loadFailed" };
  if (availability.status === "loading") return { status: "checking" };
  if (availability.status === "success" && !availability.data.isAvailable) {
    return { status: "failed", reason: "noLongerAvailable" };
  }
  return { status: "ready", property: property.data };
}

/** The booking page: verify the e-mail, give guest details, then pay. */
export function NewBookingWizard(props: NewBookingWizardProps) {
  const { intl } = props;
  const { texts } = intl;
  const query = parseBookingQuery(props);
  const load = useBookingPage(query, props.known);
  const session = useAuthSession();
  const [wizard, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const [guestsChoice, setGuestsChoice] = useState<number | null>(null);
  const [childrenChoice, setChildrenChoice] = useState<number | null>(null);
  const [extrasChoice, setExtrasChoice] = useState<ExtraChoice[] | null>(null);
  // undefined: the guest has not changed the code the booking dialog applied.
  const [promoChoice, setPromoChoice] = useState<string | null | undefined>(undefined);
  const [created, setCreated] = useState<CreatedBooking | null>(null);
  const home = load.status === "ready" && query.ok ? load.property : null;
  const guests =
    home && query.ok ? (guestsChoice ?? initialGuestCount(query.persons, home.maxGuests)) : 0;
  // Children count only where the commune frees them, and never more than the guests.
  const children =
    home?.touristTaxRule.childrenUnder == null || !query.ok
      ? 0
      : Math.min(childrenChoice ?? query.children, guests);
  // Those of the dialog's choices that the home still sells, each at most its maximum.
  const extras = home && query.ok ? (extrasChoice ?? keepChoosable(home.extras, query.extras)) : [];
  const promoCode = promoChoice === undefined ? (query.ok ? query.promo : null) : promoChoice;
  const checkIn = query.ok ? query.startDate : null;
  const checkOut = query.ok ? query.endDate : null;
  // One quote for the summary and the pay button, which names the amount due now.
  const quote = useStayQuote(
    home?.id ?? "",
    home && checkIn && checkOut && nightsOf({ checkIn, checkOut }) > 0
      ? { checkIn, checkOut, guests, children, extras, promoCode }
      : null,
  );

  if (load.status === "loading") return <Notice>{texts.loadingProperty}</Notice>;
  if (load.status === "checking") return <Notice>{texts.checkingAvailability}</Notice>;
  if (load.status === "failed" || !query.ok) {
    const reason = load.status === "failed" ? load.reason : "loadFailed";
    return <FailureCard message={texts.failures[reason]} texts={texts} />;
  }

  const { property } = load;
  const stay: Stay = {
    propertyId: property.id,
    startDate: query.startDate,
    endDate: query.endDate,
  };
  const step = currentStep(wizard, session.isAuthenticated);
  // The details step starts loading as the guest starts signing in.
  const verifyStep = (
    <div onFocus={loadDetailsStep}>
      <SignInCard
        intl={intl.signIn}
        title={texts.verifyTitle}
        text={texts.verifyText}
        onVerified={() => dispatch({ type: "verified" })}
      />
    </div>
  );

  let main: ReactNode;
  if (step === "payment" && created) {
    main = (
      // Loaded with the form that created the booking: no fallback shows in practice.
      <Suspense>
        <BookingConfirmed
          messages={intl.messages}
          booking={created}
          property={property}
          stay={stay}
        />
      </Suspense>
    );
  } else if (!session.hydrated) {
    main = <SessionPending signedOut={verifyStep} />;
  } else if (step === "auth") {
    main = verifyStep;
  } else {
    main = (
      <Card>
        <CardHeader>
          <CardTitle className="text-forest-950">{texts.guestInformation}</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<DetailsPending />}>
            <GuestDetailsForm
              messages={intl.messages}
              property={property}
              stay={stay}
              session={session}
              guests={guests}
              onGuestsChange={setGuestsChoice}
              childCount={children}
              onChildrenChange={setChildrenChoice}
              extras={extras}
              onExtrasChange={setExtrasChoice}
              promoCode={promoCode}
              onPromoCodeChange={setPromoChoice}
              quote={quote}
              onPaymentUnavailable={(booking) => {
                setCreated(booking);
                dispatch({ type: "bookingCreated", bookingId: booking.id });
              }}
            />
          </Suspense>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator current={step} texts={texts} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex flex-col gap-6">{main}</div>
        <aside aria-label={texts.summaryLabel} className="lg:sticky lg:top-24">
          <BookingSummary
            property={property}
            stay={stay}
            guests={guests}
            quote={quote}
            intl={intl}
          />
        </aside>
      </div>
    </div>
  );
}
