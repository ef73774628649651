import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MAX_DAYS_AHEAD } from "@/features/availability";
import { vatWording } from "@/features/payments/server";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";
import { LegalDocument, type LegalSection } from "./legal-document";

const phoneHref = `tel:${site.phone.replace(/\s+/g, "")}`;

/** The rich-text tags the terms' messages use. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
  phoneLink: (chunks: ReactNode) => <a href={phoneHref}>{chunks}</a>,
  emailLink: (chunks: ReactNode) => <a href={`mailto:${site.email}`}>{chunks}</a>,
};

const values = {
  name: site.name,
  street: site.address.street,
  city: site.address.city,
  phone: site.phone,
  email: site.email,
  maxDaysAhead: MAX_DAYS_AHEAD,
};

/**
 * The booking terms. Payment is stated as the site takes it (DESIGN.md 4.2, 4.4, 11): the
 * stored total, online, either at once or as a 30% deposit and the balance (the payments
 * feature's schedule); cancellation as the guest's booking page and the refund rule do it.
 */
export async function TermsPage() {
  const t = await getTranslations("terms.sections");
  const text = (key: string) => t.rich(key, { ...tags, ...values, vat: vatWording() });
  const paragraphs = (section: string, keys: readonly string[]) =>
    keys.map((key) => <p key={key}>{text(`${section}.${key}`)}</p>);
  const list = (section: string, keys: readonly string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{text(`${section}.${key}`)}</li>
      ))}
    </ul>
  );

  const sections: LegalSection[] = [
    { id: "scope", title: t("scope.title"), content: paragraphs("scope", ["body"]) },
    {
      id: "bookings",
      title: t("bookings.title"),
      content: paragraphs("bookings", ["stays", "hold", "details"]),
    },
    {
      id: "rates",
      title: t("rates.title"),
      content: (
        <>
          {paragraphs("rates", ["intro"])}
          {list("rates.items", ["nightly", "supplement", "touristTax", "fees", "extras"])}
          {paragraphs("rates", ["total"])}
        </>
      ),
    },
    {
      id: "payment",
      title: t("payment.title"),
      content: (
        <>
          {paragraphs("payment", ["online"])}
          {list("payment.schedule", ["deposit", "full"])}
          {paragraphs("payment", ["balance", "receipts", "lateRefund"])}
        </>
      ),
    },
    {
      id: "security-deposit",
      title: t("securityDeposit.title"),
      content: paragraphs("securityDeposit", ["body"]),
    },
    {
      id: "vouchers",
      title: t("vouchers.title"),
      content: paragraphs("vouchers", ["promo", "voucher", "refunds"]),
    },
    {
      id: "cancellation",
      title: t("cancellation.title"),
      content: (
        <>
          {paragraphs("cancellation", ["how"])}
          {list("cancellation.tiers", ["full", "half", "none"])}
          {paragraphs("cancellation", ["share", "refunds"])}
        </>
      ),
    },
    { id: "check-in", title: t("checkIn.title"), content: paragraphs("checkIn", ["body"]) },
    {
      id: "house-rules",
      title: t("houseRules.title"),
      content: (
        <>
          {paragraphs("houseRules", ["intro"])}
          {list("houseRules.items", ["guests", "quiet", "pets", "tidy"])}
          {paragraphs("houseRules", ["breach"])}
        </>
      ),
    },
    {
      id: "liability",
      title: t("liability.title"),
      content: paragraphs("liability", ["damage", "ours"]),
    },
    { id: "support", title: t("support.title"), content: paragraphs("support", ["body"]) },
    { id: "law", title: t("law.title"), content: paragraphs("law", ["body"]) },
  ];

  return <LegalDocument namespace="terms" sections={sections} />;
}
