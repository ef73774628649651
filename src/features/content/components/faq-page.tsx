import { Clock } from "@/components/icons/clock";
import { Mail } from "@/components/icons/mail";
import { MessageSquare } from "@/components/icons/message-square";
import { Phone } from "@/components/icons/phone";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { vatWording } from "@/features/payments/server";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";
import { FAQ_QUESTIONS, FAQ_VALUES, faqPageJsonLd, type FaqItem } from "../faq";
import { FaqAccordion } from "./faq-accordion";
import { PageIntro } from "./page-intro";

const linkClass = "rounded-sm text-forest-700 underline-offset-4 hover:underline";

export async function FaqPage() {
  const t = await getTranslations("faq");
  const values = { ...FAQ_VALUES, vat: vatWording() };
  const items: FaqItem[] = FAQ_QUESTIONS.map((question) => ({
    id: question.id,
    question: t(`items.${question.key}.question`),
    answer: question.answer.map((paragraph) =>
      t(`items.${question.key}.answer.${paragraph}`, values),
    ),
    ...("links" in question
      ? {
          links: question.links.map((link) => ({
            href: link.href,
            label: t(`items.${question.key}.links.${link.label}`, values),
          })),
        }
      : {}),
  }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex flex-col gap-8">
          <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
            {t("intro")}
          </PageIntro>
          <FaqAccordion items={items} />
        </div>
        <aside aria-labelledby="faq-help-heading" className="lg:sticky lg:top-24">
          <Card tone="forest" className="flex flex-col gap-5 p-6">
            <h2 id="faq-help-heading" className="font-serif text-xl font-semibold text-forest-950">
              {t("help.title")}
            </h2>
            <p className="text-sm text-stone-700">{t("help.text")}</p>
            <ul className="flex flex-col gap-3 text-sm">
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-forest-700" />
                <a href={`tel:${site.phone.replace(/\s+/g, "")}`} className={linkClass}>
                  {site.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-forest-700" />
                <a
                  href={`mailto:${site.email}`}
                  className={`${linkClass} [overflow-wrap:anywhere]`}
                >
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-2 text-stone-700">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-forest-700" />
                {t("help.hours")}
              </li>
            </ul>
            <Link href="/contact" className={buttonVariants()}>
              <MessageSquare aria-hidden="true" />
              {t("help.message")}
            </Link>
          </Card>
        </aside>
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </div>
  );
}
