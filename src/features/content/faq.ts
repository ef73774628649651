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
 * The questions guests ask us most, worded to match what the site really does (DESIGN.md 4):
 * the whole price is paid online when booking, through Mollie, with the tourist tax included.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: "stay-days",
    question: "On which days can a stay start and end?",
    answer: [
      "Every stay starts and ends on a Monday or a Friday. That gives three familiar shapes: a weekend from Friday to Monday (3 nights), a midweek from Monday to Friday (4 nights) and a full week from Friday to Friday or Monday to Monday (7 nights). You can string them together, for example a week and a weekend.",
      `Some homes ask for a minimum number of nights, shown on their page. You can book up to ${MAX_DAYS_AHEAD} days ahead.`,
    ],
  },
  {
    id: "payment",
    question: "How and when do I pay?",
    answer: [
      "You pay the full price of your stay online when you book, on the secure checkout page of our payment provider Mollie: by credit card (Visa or Mastercard) or with another method offered there. You pay once: the amount is the total you saw on the booking page, and nothing is added afterwards.",
      "We hold your dates while you pay. If a payment fails or you cancel it, you can try again from your booking for a short while before the dates are released. Once your payment is through you receive an e-mail, and we confirm every booking within 24 hours.",
    ],
  },
  {
    id: "security-deposit",
    question: "Is there a security deposit?",
    answer: [
      "Some homes ask for a refundable security deposit against damage; the amount depends on the home. It is not part of the price you pay online: if the home you book has one, we tell you the amount and how to pay it before you arrive.",
      "We refund the security deposit within 7 days after check-out, less the cost of any damage beyond normal use.",
    ],
  },
  {
    id: "cancellation",
    question: "What happens if I need to cancel?",
    answer: [
      "Contact us by phone, e-mail or the contact form to cancel; the day we receive your request counts. What you paid is refunded as follows: in full if you cancel 30 days or more before check-in, 50% if you cancel 14 to 29 days before check-in, and nothing if you cancel less than 14 days before check-in.",
      "Refunds go back through our payment provider to the card or account you paid with. If we ever have to cancel your stay ourselves, you get everything back.",
    ],
    links: [{ href: "/contact", label: "Contact us" }],
  },
  {
    id: "check-in-times",
    question: "What are the check-in and check-out times?",
    answer: [
      "Each home has its own times, shown under Policies on its page and repeated in the check-in details we e-mail you 24 hours before you arrive; those are the times that apply to your stay. Most homes welcome you from 3:00 or 4:00 PM and ask you to leave by 10:00 or 11:00 AM.",
      "Where a home states no times of its own, check-in is from 4:00 PM and check-out by 10:00 AM. Some homes offer early check-in or late check-out, free or for a fee, as their page shows.",
    ],
  },
  {
    id: "pets",
    question: "Can I bring my dog or other pet?",
    answer: [
      "That depends on the home. Its house rules, under Policies on its page, say whether pets are welcome and on what terms: some homes welcome dogs, sometimes for a small fee, and others allow no pets at all.",
      "If you are unsure, or travel with an assistance dog, ask us before you book.",
    ],
    links: [{ href: "/properties", label: "Browse the homes" }],
  },
  {
    id: "tourist-tax",
    question: "What is the tourist tax?",
    answer: [
      "The municipality where a home stands charges a tourist tax per guest per night. We collect it with your booking, so it is part of the price: the breakdown on the home's page and on the booking page shows it as its own line before you pay.",
      "All our prices are in euros and include VAT, with the cleaning fee and the service fee listed in the same breakdown.",
    ],
  },
  {
    id: "contact",
    question: "How can I contact you?",
    answer: [
      `Call us on ${site.phone} or e-mail ${site.email}. We are there ${site.hours}.`,
      "You can also write to us through the contact form.",
    ],
    links: [
      { href: `tel:${site.phone.replace(/\s+/g, "")}`, label: `Call ${site.phone}` },
      { href: `mailto:${site.email}`, label: `E-mail ${site.email}` },
      { href: "/contact", label: "Send us a message" },
    ],
  },
];

/** schema.org FAQPage built from the same items the page shows. */
export function faqPageJsonLd(items: readonly FaqItem[] = FAQ_ITEMS): Record<string, unknown> {
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
