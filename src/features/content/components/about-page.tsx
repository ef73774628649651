import { ArrowRight } from "@/components/icons/arrow-right";
import { BadgeEuro } from "@/components/icons/badge-euro";
import { HandCoins } from "@/components/icons/hand-coins";
import { Handshake } from "@/components/icons/handshake";
import { Leaf } from "@/components/icons/leaf";
import { MapPin } from "@/components/icons/map-pin";
import { MessageSquareQuote } from "@/components/icons/message-square-quote";
import { Sparkles } from "@/components/icons/sparkles";
import { Trees } from "@/components/icons/trees";
import type { IconComponent } from "@/components/icons/svg";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";
import { PageIntro } from "./page-intro";

interface Point {
  key: string;
  icon: IconComponent;
}

/** The town of our office, without its postcode. */
const officeTown = site.address.city.replace(/^\d+\s*/, "");

/** Their titles and texts are under `about.differences.items.<key>`. */
const differences: readonly Point[] = [
  { key: "direct", icon: Handshake },
  { key: "commission", icon: HandCoins },
  { key: "price", icon: BadgeEuro },
  { key: "reviews", icon: MessageSquareQuote },
  { key: "local", icon: MapPin },
];

/** Their titles and texts are under `about.values.items.<key>`. */
const values: readonly Point[] = [
  { key: "care", icon: Sparkles },
  { key: "forest", icon: Leaf },
  { key: "honesty", icon: Trees },
];

function PointCard({
  icon: Icon,
  title,
  text,
}: {
  icon: IconComponent;
  title: string;
  text: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className="text-stone-700">{text}</p>
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

export async function AboutPage() {
  const t = await getTranslations("about");
  const facts = { name: site.name, since: String(site.since) };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageIntro eyebrow={t("eyebrow", facts)} title={t("title", facts)}>
        {t("intro", facts)}
      </PageIntro>

      <section
        aria-labelledby="story-heading"
        className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start"
      >
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-stone-700">
          <SectionTitle id="story-heading">{t("story.title")}</SectionTitle>
          <p>{t("story.beginning", facts)}</p>
          <p>{t("story.today")}</p>
        </div>
        <aside
          aria-labelledby="mission-heading"
          className="flex flex-col gap-4 rounded-2xl bg-forest-900 p-8 text-forest-50"
        >
          <h2
            id="mission-heading"
            className="text-sm font-semibold tracking-[0.2em] text-bark-200 uppercase"
          >
            {t("mission.title")}
          </h2>
          <p className="font-serif text-2xl leading-snug text-white">{t("mission.text")}</p>
        </aside>
      </section>

      <section aria-labelledby="different-heading" className="flex flex-col gap-8">
        <SectionTitle id="different-heading">{t("differences.title")}</SectionTitle>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {differences.map((point) => (
            <PointCard
              key={point.key}
              icon={point.icon}
              title={t(`differences.items.${point.key}.title`)}
              text={t(`differences.items.${point.key}.text`, { town: officeTown })}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="flex flex-col gap-8">
        <SectionTitle id="values-heading">{t("values.title")}</SectionTitle>
        <ul className="grid gap-5 md:grid-cols-3">
          {values.map((point) => (
            <PointCard
              key={point.key}
              icon={point.icon}
              title={t(`values.items.${point.key}.title`)}
              text={t(`values.items.${point.key}.text`)}
            />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="next-heading"
        className="flex flex-col items-start gap-5 rounded-2xl border border-bark-200 bg-bark-100 p-8 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-2">
          <h2 id="next-heading" className="font-serif text-2xl font-semibold text-stone-900">
            {t("next.title")}
          </h2>
          <p className="text-stone-700">{t("next.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/properties" className={buttonVariants({ size: "lg" })}>
            {t("next.browse")}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link href="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {t("next.contact")}
          </Link>
        </div>
      </section>
    </div>
  );
}
