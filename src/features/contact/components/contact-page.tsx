import { Clock } from "@/components/icons/clock";
import { Mail } from "@/components/icons/mail";
import { MapPin } from "@/components/icons/map-pin";
import { Phone } from "@/components/icons/phone";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { PageMessages } from "@/i18n/page-messages";
import { site } from "@/lib/site";
import { ContactForm } from "./contact-form";

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[2.5rem_1fr] gap-x-3 gap-y-0.5">
      <dt className="contents text-sm font-semibold text-stone-900">
        <span className="row-span-2 mt-0.5 flex size-10 items-center justify-center rounded-full bg-forest-50 text-forest-700">
          {icon}
        </span>
        <span className="self-end text-sm font-semibold text-stone-900">{label}</span>
      </dt>
      <dd className="col-start-2 text-sm text-stone-700">{children}</dd>
    </div>
  );
}

const linkClass = "rounded-sm text-forest-700 underline-offset-4 hover:underline";

export async function ContactPage() {
  const t = await getTranslations("contact");
  const layout = await getTranslations("layout");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="flex max-w-2xl flex-col gap-3">
        <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
          {t("meta.title")}
        </h1>
        <p className="text-lg text-stone-700">{t("page.intro")}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <section aria-labelledby="contact-details-heading">
          <Card className="flex h-full flex-col gap-6 p-6 sm:p-8">
            <h2
              id="contact-details-heading"
              className="font-serif text-xl font-semibold text-stone-900"
            >
              {t("page.detailsHeading")}
            </h2>
            <dl className="flex flex-col gap-5">
              <Detail
                icon={<Phone aria-hidden="true" className="size-5" />}
                label={t("page.phone")}
              >
                <a href={`tel:${site.phone.replace(/\s+/g, "")}`} className={linkClass}>
                  {site.phone}
                </a>
              </Detail>
              <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={t("page.email")}>
                <a
                  href={`mailto:${site.email}`}
                  className={`${linkClass} [overflow-wrap:anywhere]`}
                >
                  {site.email}
                </a>
              </Detail>
              <Detail
                icon={<MapPin aria-hidden="true" className="size-5" />}
                label={t("page.address")}
              >
                <address className="not-italic">
                  {site.address.street}
                  <br />
                  {site.address.city}, {layout("country")}
                </address>
              </Detail>
              <Detail
                icon={<Clock aria-hidden="true" className="size-5" />}
                label={t("page.hours")}
              >
                {layout("hours")}
              </Detail>
            </dl>
          </Card>
        </section>
        <section aria-labelledby="contact-form-heading">
          <Card className="flex flex-col gap-6 p-6 sm:p-8">
            <h2
              id="contact-form-heading"
              className="font-serif text-xl font-semibold text-stone-900"
            >
              {t("page.formHeading")}
            </h2>
            <PageMessages namespaces={["contact.form"]}>
              <ContactForm />
            </PageMessages>
          </Card>
        </section>
      </div>
    </div>
  );
}
