import { MAX_DAYS_AHEAD } from "@/features/availability";
import { site } from "@/lib/site";

export interface FaqLink {
  href: string;
  label: string;
}

export interface FaqItem {
  /** Stable slug for the element ids of the question and its answer. */
  id: string;
  question: string;
  /** Plain-text paragraphs: the page shows them and the structured data joins them. */
  answer: readonly string[];
  links?: readonly FaqLink[];
}

/**
 * The questions guests ask us most, worded to match what the site really does (DESIGN.md 4, 11):
 * paid online through Mollie, with the tourist tax included; a booking made 30 days or more
 * before check-in pays a 30% deposit and the balance later (`@/features/payments`' schedule),
 * and guests cancel from their booking's page under the refund tiers.
 * Each names its texts under `faq.items.<key>` in the messages: the question, the answer's
 * paragraphs in this order and the labels of its links.
 */
export const FAQ_QUESTIONS = [
  { id: "stay-days", key: "stayDays", answer: ["shapes", "limits"] },
  { id: "payment", key: "payment", answer: ["online", "hold", "balance", "receipts"] },
  { id: "security-deposit", key: "securityDeposit", answer: ["amount", "refund"] },
  {
    id: "gift-vouchers",
    key: "giftVouchers",
    answer: ["buy", "spend"],
    links: [{ href: "/gift-vouchers", label: "vouchers" }],
  },
  {
    id: "cancellation",
    key: "cancellation",
    answer: ["self", "tiers", "refunds"],
    links: [{ href: "/contact", label: "contact" }],
  },
  { id: "check-in-times", key: "checkInTimes", answer: ["ownTimes", "defaults"] },
  {
    id: "pets",
    key: "pets",
    answer: ["houseRules", "unsure"],
    links: [{ href: "/properties", label: "homes" }],
  },
  { id: "tourist-tax", key: "touristTax", answer: ["collected", "prices"] },
  {
    id: "contact",
    key: "contact",
    answer: ["reach", "form"],
    links: [
      { href: `tel:${site.phone.replace(/\s+/g, "")}`, label: "call" },
      { href: `mailto:${site.email}`, label: "email" },
      { href: "/contact", label: "message" },
    ],
  },
] as const satisfies readonly {
  id: string;
  key: string;
  answer: readonly string[];
  links?: readonly FaqLink[];
}[];

/** The facts the answers and link labels fill in, the same in every language. */
export const FAQ_VALUES = { maxDaysAhead: MAX_DAYS_AHEAD, phone: site.phone, email: site.email };

/** schema.org FAQPage built from the same items the page shows. */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
