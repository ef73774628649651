import Link from "next/link";
import { MAX_DAYS_AHEAD } from "@/features/availability";
import { site } from "@/lib/site";
import { LegalDocument, type LegalSection } from "./legal-document";

const phoneHref = `tel:${site.phone.replace(/\s+/g, "")}`;

/**
 * The booking terms. Payment is stated as the site takes it (DESIGN.md 4.2, 4.4): the whole
 * stored total, online, when booking; the rest follows the spec's policy text.
 */
const sections: readonly LegalSection[] = [
  {
    id: "scope",
    title: "Who we are and what these terms cover",
    content: (
      <p>
        {site.name} ({site.address.street}, {site.address.city}, {site.address.country}) rents out
        holiday homes in the Belgian Ardennes. These terms apply to every stay booked on this site.
        By booking you accept them, together with the house rules of the home you book.
      </p>
    ),
  },
  {
    id: "bookings",
    title: "Bookings",
    content: (
      <>
        <p>
          Stays start and end on a Monday or a Friday: a weekend (Friday to Monday), a midweek
          (Monday to Friday), a week, or a combination of these. A home may set a minimum stay and
          always sets a maximum number of guests; both are shown on its page. You can book up to{" "}
          {MAX_DAYS_AHEAD} days ahead.
        </p>
        <p>
          When you send a booking we hold the dates for you while you pay. If the payment is not
          completed within that time, the booking lapses and the dates become available again. Your
          booking is final once we have received your payment. You receive a confirmation e-mail
          within 24 hours.
        </p>
        <p>
          The details you give must be correct: the name and e-mail address of the person booking,
          who is also responsible for the stay, and the number of guests.
        </p>
      </>
    ),
  },
  {
    id: "rates",
    title: "Rates",
    content: (
      <>
        <p>All rates are in euros and include VAT. The price of a stay is made up of:</p>
        <ul>
          <li>the nightly rate of the home, times the number of nights;</li>
          <li>where the home has one, a supplement per guest per night;</li>
          <li>
            the tourist tax, charged by the municipality per guest per night and collected by us
            with your booking;
          </li>
          <li>a cleaning fee and a service fee per stay.</li>
        </ul>
        <p>
          The home&apos;s page and the booking page show this breakdown and the same total before
          you pay, and that total is what you are charged. Optional extras a home offers, such as
          early check-in, late check-out or bringing a pet, may carry a fee, as its page states.
        </p>
      </>
    ),
  },
  {
    id: "payment",
    title: "Payment",
    content: (
      <>
        <p>
          You pay the full price of your stay online when you book, on the secure checkout page of
          our payment provider Mollie, by credit card (Visa or Mastercard) or with another method
          offered there. We do not ask for a deposit with a balance later, and we charge nothing
          further for the stay.
        </p>
        <p>
          If a payment reaches us for dates that are no longer held for you, we refund it in full
          straight away and let you know by e-mail.
        </p>
      </>
    ),
  },
  {
    id: "security-deposit",
    title: "Security deposit",
    content: (
      <p>
        Some homes ask for a refundable security deposit against damage. It is separate from the
        price of the stay: if your home has one, we tell you the amount and how to pay it before you
        arrive. We refund it within 7 days after check-out, less the cost of any damage or extra
        cleaning beyond normal use, which we explain to you in writing.
      </p>
    ),
  },
  {
    id: "cancellation",
    title: "Cancellation",
    content: (
      <>
        <p>
          To cancel, contact us by phone, by e-mail or through the{" "}
          <Link href="/contact">contact form</Link>; the day we receive your request counts. We
          refund what you paid for the stay as follows:
        </p>
        <ul>
          <li>
            <strong>30 days or more before check-in:</strong> full refund;
          </li>
          <li>
            <strong>14 to 29 days before check-in:</strong> 50% refund;
          </li>
          <li>
            <strong>less than 14 days before check-in:</strong> no refund.
          </li>
        </ul>
        <p>
          Refunds go back through our payment provider to the card or account you paid with. If we
          have to cancel your stay ourselves, for example because the home cannot be used, you get
          everything you paid back. As with all accommodation booked for fixed dates, the 14-day
          right of withdrawal for distance contracts does not apply; these cancellation terms apply
          instead.
        </p>
      </>
    ),
  },
  {
    id: "check-in",
    title: "Check-in and check-out",
    content: (
      <p>
        Check-in is from 4:00 PM and check-out by 10:00 AM, unless the home states other times on
        its page; the home&apos;s own times then apply. We e-mail you the address and access details
        24 hours before your arrival. Early check-in and late check-out are possible only where the
        home offers them, under the conditions shown on its page.
      </p>
    ),
  },
  {
    id: "house-rules",
    title: "House rules",
    content: (
      <>
        <p>
          Each home&apos;s house rules, shown on its page and in your check-in details, are part of
          your booking. In every home:
        </p>
        <ul>
          <li>no more guests stay than booked, and never more than the home allows;</li>
          <li>
            quiet hours run from 10 PM to 8 AM, unless the home&apos;s house rules set other hours;
          </li>
          <li>pets are welcome only where the house rules say so;</li>
          <li>you leave the home as tidy as you found it.</li>
        </ul>
        <p>
          If guests seriously break the house rules or disturb the neighbours, we may end the stay
          without a refund.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    content: (
      <>
        <p>
          You are responsible for damage that you or your guests cause to the home and its contents
          during your stay, beyond normal wear. Please tell us about any damage or fault as soon as
          you notice it, so we can put it right.
        </p>
        <p>
          We make sure the home is as described on its page and safe to use. We are not liable for
          the loss or theft of belongings left in the home, nor for disruption beyond our control
          such as storms, road works or failures of public utilities, except where the law does not
          allow us to exclude that liability. Nothing in these terms limits your rights as a
          consumer.
        </p>
      </>
    ),
  },
  {
    id: "support",
    title: "Questions and complaints",
    content: (
      <p>
        We are there {site.hours}: call <a href={phoneHref}>{site.phone}</a>, e-mail{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a> or use the{" "}
        <Link href="/contact">contact form</Link>. If something is not right during your stay, tell
        us straight away, so that we can fix it while you are there.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    content: (
      <p>
        These terms and every booking are governed by Belgian law. If we cannot settle a
        disagreement together, it goes to the competent Belgian courts; as a consumer you keep the
        protection of the mandatory law of the country where you live.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      eyebrow="Booking terms"
      title="Terms and Conditions"
      intro="The rules that apply when you book and stay in one of our homes: what you pay and when, how cancellation works, and what we expect of each other."
      sections={sections}
    />
  );
}
