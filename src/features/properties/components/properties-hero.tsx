import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/lib/site";

/** Layered forest ridges drawn inline: no external images, crisp at any width. */
function Ridges() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56"
    >
      <path
        d="M0 190 120 150 250 178 380 120 520 160 660 104 800 150 950 96 1090 140 1230 110 1340 136 1440 118V320H0Z"
        className="fill-forest-700/60"
      />
      <path
        d="M0 236 140 200 270 226 420 182 560 214 700 170 860 212 1010 176 1160 208 1300 180 1440 200V320H0Z"
        className="fill-forest-800/80"
      />
      <path
        d="M0 280 160 252 320 272 480 246 640 268 800 240 960 266 1120 244 1280 264 1440 250V320H0Z"
        className="fill-forest-950/70"
      />
    </svg>
  );
}

export function PropertiesHero() {
  const t = useTranslations("catalogue.hero");
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-forest-950 via-forest-900 to-forest-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute top-10 right-[12%] -z-10 size-40 rounded-full bg-bark-200/15 blur-2xl sm:size-64"
      />
      <Ridges />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 pt-20 pb-36 sm:px-6 sm:pt-28 sm:pb-48 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-bark-200 uppercase">
          {t("eyebrow", { since: String(site.since) })}
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl font-serif text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="max-w-2xl text-lg text-forest-100 sm:text-xl">{t("text")}</p>
        {/* To the search and the list of every home, past the featured ones. */}
        <a href="#all-homes" className={buttonVariants({ variant: "onDark", size: "lg" })}>
          {t("cta")}
        </a>
      </div>
    </section>
  );
}
