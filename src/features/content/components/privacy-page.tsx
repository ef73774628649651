import Link from "next/link";
import type { ReactNode } from "react";
import { RETENTION } from "@/features/privacy";
import { site } from "@/lib/site";
import { LegalDocument, type LegalSection } from "./legal-document";

/** Kept only as long as the people who run the servers need them to trace faults and abuse. */
const SERVER_LOG_RETENTION = "30 days at most";
const PROFILE_RETENTION = "until you ask us to delete it";

interface Purpose {
  id: string;
  title: string;
  what: ReactNode;
  why: ReactNode;
  howLong: ReactNode;
}

/**
 * What the database (src/db/schema.ts) and the server really keep, each with its legal basis
 * (GDPR article 6) and the period the retention job enforces (RETENTION).
 */
const purposes: readonly Purpose[] = [
  {
    id: "booking",
    title: "When you book a stay",
    what: "Your name and e-mail address, your phone number, postal address and special requests if you give them, the home, your dates, the number of guests, the price and the status of the booking.",
    why: "To perform the booking contract with you (article 6(1)(b)) and to keep the accounting records Belgian law requires (article 6(1)(c)).",
    howLong: `Bookings, with their payment records, are kept ${RETENTION.bookings.text}.`,
  },
  {
    id: "payment",
    title: "When you pay",
    what: "The amount, the status of the payment, the payment reference of our payment provider Mollie, and when it was paid or refunded. You enter your card or bank details on Mollie's own checkout page: we never see or store card numbers.",
    why: "To perform the booking contract (article 6(1)(b)) and for our accounting obligations (article 6(1)(c)).",
    howLong: `With the booking: ${RETENTION.bookings.text}.`,
  },
  {
    id: "account",
    title: "When you sign in",
    what: "Your guest profile (name, e-mail address and, if you give it, phone number). A sign-in code is stored only as a keyed hash, works once and expires after 10 minutes. Your session is stored only as a hash as well, and ends when you log out or it expires.",
    why: "To let you see and pay for your bookings and keep your details (article 6(1)(b)), and to keep accounts secure (legitimate interest, article 6(1)(f)).",
    howLong: `Your profile ${PROFILE_RETENTION}. Sign-in codes are deleted ${RETENTION.expiredSignInCodes.text}; session records ${RETENTION.endedSessions.text}.`,
  },
  {
    id: "contact",
    title: "When you write to us",
    what: "The name, e-mail address, subject and message you send through the contact form. The message is also forwarded to our team's mailbox, so that we can reply to you.",
    why: "To answer your question (legitimate interest, article 6(1)(f), or steps before a booking at your request, article 6(1)(b)).",
    howLong: `Contact messages are deleted ${RETENTION.contactMessages.text}.`,
  },
  {
    id: "newsletter",
    title: "When you subscribe to the newsletter",
    what: "Your e-mail address, when you signed up and confirmed and, if you do, when you unsubscribed. You are subscribed only once you follow the link in the confirmation e-mail; you can unsubscribe at any time.",
    why: "Your consent (article 6(1)(a)), which you can withdraw at any time by unsubscribing.",
    howLong: `An unconfirmed sign-up is deleted ${RETENTION.unconfirmedNewsletterSignUps.text}. A subscription lasts as long as you stay subscribed; after you unsubscribe, the address is deleted ${RETENTION.unsubscribedNewsletterAddresses.text}.`,
  },
  {
    id: "mail",
    title: "E-mails we send you",
    what: "Sign-in codes, booking and payment confirmations, check-in details and newsletter confirmations wait in an outgoing queue until they are delivered: the address, the subject and the text of each e-mail.",
    why: "To deliver the messages your booking or request needs (article 6(1)(b)) and to check that they arrived (legitimate interest, article 6(1)(f)).",
    howLong: `An e-mail is kept until it is delivered, then deleted ${RETENTION.sentMail.text}.`,
  },
  {
    id: "security",
    title: "Protecting the site",
    what: "Short-lived counters keyed by your IP address or e-mail address, which limit how often sign-in codes can be requested and forms sent, and technical server logs (time, the page or API called, the result and a request number).",
    why: "To keep the site and your account safe from abuse and to trace faults (legitimate interest, article 6(1)(f)).",
    howLong: `Counters are deleted after ${RETENTION.rateLimitCounters.text}; server logs are kept ${SERVER_LOG_RETENTION}.`,
  },
];

function PurposeCard({ purpose }: { purpose: Purpose }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <h3 className="font-semibold text-stone-900">{purpose.title}</h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
        <dt className="font-medium text-stone-900">What we keep</dt>
        <dd>{purpose.what}</dd>
        <dt className="font-medium text-stone-900">Why</dt>
        <dd>{purpose.why}</dd>
        <dt className="font-medium text-stone-900">How long</dt>
        <dd>{purpose.howLong}</dd>
      </dl>
    </div>
  );
}

const emailLink = <a href={`mailto:${site.email}`}>{site.email}</a>;

const sections: readonly LegalSection[] = [
  {
    id: "controller",
    title: "Who is responsible",
    content: (
      <p>
        {site.name}, {site.address.street}, {site.address.city}, {site.address.country}, is
        responsible for the personal data handled on this site. For anything about your data, write
        to {emailLink}.
      </p>
    ),
  },
  {
    id: "data",
    title: "What we keep, why and for how long",
    content: (
      <>
        <p>
          We keep only what running a booking needs. Here is everything, purpose by purpose.
          Whatever our database holds is deleted automatically when its period ends.
        </p>
        <div className="flex flex-col gap-4">
          {purposes.map((purpose) => (
            <PurposeCard key={purpose.id} purpose={purpose} />
          ))}
        </div>
      </>
    ),
  },
  {
    id: "browser",
    title: "Cookies and your browser",
    content: (
      <>
        <p>
          We set no cookies, and we use no analytics, advertising or tracking tools. Two things are
          kept in your own browser&apos;s local storage and shared with no one else:
        </p>
        <ul>
          <li>
            <strong>guest-auth-storage</strong>: while you are signed in, your session key and your
            profile (name, e-mail address, phone number). Logging out removes them.
          </li>
          <li>
            <strong>guestPortal_bookingFilters</strong>: the dates and number of guests you last
            searched for, so that the search form remembers them.
          </li>
        </ul>
        <p>You can clear both at any time through your browser&apos;s settings.</p>
      </>
    ),
  },
  {
    id: "recipients",
    title: "Who receives your data",
    content: (
      <>
        <p>We do not sell or rent your data to anyone. It reaches only:</p>
        <ul>
          <li>
            <strong>Mollie B.V.</strong>, our payment provider, which handles your payment and your
            card or bank details under its own privacy statement;
          </li>
          <li>
            <strong>our e-mail delivery service</strong>, which carries the e-mails we send you, and
            the provider that hosts our servers and database, both only on our instructions;
          </li>
          <li>
            <strong>OpenStreetMap</strong>&apos;s map servers, which receive your IP address when
            you view the map on a home&apos;s page;
          </li>
          <li>authorities, only where the law obliges us, such as the tax administration.</li>
        </ul>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <p>
        Sign-in codes and session keys are stored only as hashes, so a copy of our database would
        not let anyone sign in as you. The public booking page that a booking link opens masks your
        e-mail address and never shows your phone number. Sign-in requests and forms are rate
        limited against abuse.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    content: (
      <>
        <p>Under the General Data Protection Regulation (GDPR) you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>
            have it corrected: you can change your name and phone number yourself on{" "}
            <Link href="/profile">your profile</Link>;
          </li>
          <li>have it erased, unless the law obliges us to keep it (such as booking records);</li>
          <li>restrict how we use it;</li>
          <li>receive it in a portable, machine-readable format;</li>
          <li>object to our use of it based on legitimate interest;</li>
          <li>withdraw your consent at any time, for example by unsubscribing;</li>
          <li>
            complain to the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit /
            Autorité de protection des données), Rue de la Presse 35, 1000 Brussels,{" "}
            <a href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "requests",
    title: "How to ask",
    content: (
      <p>
        E-mail {emailLink} or use the <Link href="/contact">contact form</Link>, and tell us which
        right you want to use. We may ask you to confirm that the e-mail address is yours, and we
        answer within one month.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change how we handle personal data, we update this page and the date at the top.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      eyebrow="Your data"
      title="Privacy Policy"
      intro="Which personal data we keep when you browse, book, pay or write to us, why we need it, how long we keep it and how you stay in control."
      sections={sections}
    />
  );
}
