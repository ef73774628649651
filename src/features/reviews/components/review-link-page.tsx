import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";
import { stayReviewByLink } from "../server";
import { StayReviewBody, StayReviewHeading } from "./stay-review";

/** The page the review mail's link opens, signed in or not. */
export async function ReviewLinkPage({ token }: { token: string | undefined }) {
  const t = await getTranslations("reviews");
  const locale = (await getLocale()) as Locale;
  const stay = token ? await stayReviewByLink(token, locale) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14">
      {stay && token ? (
        <>
          <StayReviewHeading stay={stay} locale={locale} />
          <StayReviewBody stay={stay} target={{ token }} />
        </>
      ) : (
        <Card className="flex flex-col items-start gap-4 p-8">
          <h1 className="text-lg font-semibold text-stone-900">{t("title")}</h1>
          <p className="text-stone-700">{t("invalidLink")}</p>
          <Link href="/bookings" className={buttonVariants({ variant: "outline" })}>
            {t("myBookings")}
          </Link>
        </Card>
      )}
    </div>
  );
}
