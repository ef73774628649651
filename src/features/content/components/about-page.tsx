import {
  ArrowRight,
  BadgeEuro,
  HandCoins,
  Handshake,
  Leaf,
  MapPin,
  MessageSquareQuote,
  Sparkles,
  Trees,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/lib/site";
import { PageIntro } from "./page-intro";

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const differences: readonly Point[] = [
  {
    icon: Handshake,
    title: "You book with us directly",
    text: "No booking platform between you and the home. The people who answer your call are the people who look after it.",
  },
  {
    icon: HandCoins,
    title: "No marketplace commission",
    text: "No platform adds its commission to your price. What you pay goes to the homes, their upkeep and the team that runs them.",
  },
  {
    icon: BadgeEuro,
    title: "One price, shown in full",
    text: "The nightly rate, tourist tax, cleaning and service fee are listed before you pay, and the total is the same on the home's page, on the booking page and at checkout.",
  },
  {
    icon: MessageSquareQuote,
    title: "Real reviews",
    text: "Every review is written by a guest who stayed, with the month of their stay, and a home's rating is calculated from those reviews alone.",
  },
  {
    icon: MapPin,
    title: "A local team",
    text: `Our office is in ${site.address.city.replace(/^\d+\s*/, "")}, a short drive from every home. We know the roads, the walks and the bakers that open on Sunday.`,
  },
];

const values: readonly Point[] = [
  {
    icon: Sparkles,
    title: "Care in the details",
    text: "A clean, ready home on every arrival, check-in details in your inbox the day before, and a real person on the phone when you need one.",
  },
  {
    icon: Leaf,
    title: "Respect for the forest",
    text: "Quiet evenings, sorted waste and fires only where they belong, so that the valleys stay as peaceful as you found them.",
  },
  {
    icon: Trees,
    title: "Honesty",
    text: "Photos that show the home as it is, rules stated before you book, and terms written in plain language.",
  },
];

function PointCard({ point }: { point: Point }) {
  const Icon = point.icon;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="text-lg font-semibold text-stone-900">{point.title}</h3>
      <p className="text-stone-700">{point.text}</p>
    </li>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-serif text-2xl font-semibold text-forest-950 sm:text-3xl">
      {children}
    </h2>
  );
}

export function AboutPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageIntro eyebrow={`Belgian Ardennes · Since ${site.since}`} title="About Ardennes Stays">
        We rent out cabins, villas, apartments and family houses in the Belgian Ardennes, and we
        have been welcoming guests to the hills and rivers of Wallonia since {site.since}.
      </PageIntro>

      <section
        aria-labelledby="story-heading"
        className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start"
      >
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-stone-700">
          <SectionTitle id="story-heading">Our story</SectionTitle>
          <p>
            {site.name} began in {site.since} with a few holiday homes around Durbuy and a simple
            idea: a stay in the Ardennes should be booked with the people who know the house, not
            through a call centre far away.
          </p>
          <p>
            Word travelled from one valley to the next. Today we look after homes in and around
            Durbuy, La Roche-en-Ardenne, Bouillon and Spa: a riverside cabin, a stone house near the
            thermal baths, villas with room for the whole family. We still know every one of them
            personally, and it is still one of us who answers the phone.
          </p>
        </div>
        <aside
          aria-labelledby="mission-heading"
          className="flex flex-col gap-4 rounded-2xl bg-forest-900 p-8 text-forest-50"
        >
          <h2
            id="mission-heading"
            className="text-sm font-semibold tracking-[0.2em] text-bark-200 uppercase"
          >
            Our mission
          </h2>
          <p className="font-serif text-2xl leading-snug text-white">
            To make a few quiet days in the forest easy to book, fairly priced and well looked
            after, from the first question to the last morning coffee.
          </p>
        </aside>
      </section>

      <section aria-labelledby="different-heading" className="flex flex-col gap-8">
        <SectionTitle id="different-heading">What makes us different</SectionTitle>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {differences.map((point) => (
            <PointCard key={point.title} point={point} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="flex flex-col gap-8">
        <SectionTitle id="values-heading">What we value</SectionTitle>
        <ul className="grid gap-5 md:grid-cols-3">
          {values.map((point) => (
            <PointCard key={point.title} point={point} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="next-heading"
        className="flex flex-col items-start gap-5 rounded-2xl border border-bark-200 bg-bark-100 p-8 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-2">
          <h2 id="next-heading" className="font-serif text-2xl font-semibold text-stone-900">
            Come and stay
          </h2>
          <p className="text-stone-700">
            Find a home for your dates, or ask us which one suits you best.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/properties" className={buttonVariants({ size: "lg" })}>
            Browse the homes
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link href="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
