import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DEFAULT_GUESTS } from "@/features/availability";
import { SessionHint } from "@/features/auth/components";
import { availabilityOf } from "@/features/availability/server";
import { bookedHomeSchema, bookingPageQuery } from "@/features/bookings";
import {
  NewBookingWizard,
  useBookingWizardIntl,
  type KnownStay,
} from "@/features/bookings/components";
import { getProperty } from "@/features/properties/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageNonce } from "@/lib/page-request";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.meta");
  return pageMetadata({
    title: t("newTitle"),
    description: t("newDescription"),
    path: "/booking/new",
    indexable: false,
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The home and whether the stay is still free, read before the page is sent, so that it arrives
 * with its summary instead of growing under the guest's eyes (issue 38). If they cannot be read
 * here, the wizard asks the API itself and shows what went wrong.
 */
async function knownStay(
  query: ReturnType<typeof bookingPageQuery>,
  locale: Locale,
): Promise<KnownStay | undefined> {
  const { propertyId, startDate, endDate } = query;
  if (!propertyId || !startDate || !endDate) return undefined;
  try {
    const [property, availability] = await Promise.all([
      getProperty(propertyId, locale),
      availabilityOf(propertyId, { checkIn: startDate, checkOut: endDate, guests: DEFAULT_GUESTS }),
    ]);
    const home = bookedHomeSchema.safeParse(property);
    return home.success ? { home: home.data, isAvailable: availability.isAvailable } : undefined;
  } catch {
    return undefined;
  }
}

export default async function NewBookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: SearchParams;
}) {
  const [{ locale }, values] = await Promise.all([params, searchParams]);
  const query = bookingPageQuery(values);
  const known = await knownStay(query, isLocale(locale) ? locale : DEFAULT_LOCALE);
  const t = await getTranslations("booking.meta");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        {t("newTitle")}
      </h1>
      <SessionHint nonce={await pageNonce()} />
      <Wizard query={query} known={known} />
    </div>
  );
}

/** The wizard with its first screen's texts from the server: no i18n runtime on the first load. */
function Wizard({
  query,
  known,
}: {
  query: ReturnType<typeof bookingPageQuery>;
  known: KnownStay | undefined;
}) {
  return (
    <NewBookingWizard
      {...query}
      known={known}
      intl={useBookingWizardIntl(known?.home.maxGuests ?? 1)}
    />
  );
}
