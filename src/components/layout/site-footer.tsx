import { Clock } from "@/components/icons/clock";
import { Mail } from "@/components/icons/mail";
import { MapPin } from "@/components/icons/map-pin";
import { Phone } from "@/components/icons/phone";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/link";
import { site } from "@/lib/site";
import { LanguageList } from "./language-switcher";
import { LogoMark } from "./logo-mark";

interface FooterLink {
  href: string;
  /** The link's text in the `layout` messages. */
  label:
    | "home"
    | "properties"
    | "myBookings"
    | "myProfile"
    | "aboutUs"
    | "contact"
    | "terms"
    | "privacy"
    | "faq"
    | "giftVouchers";
  /** False for pages behind sign-in: prefetching them for a visitor would only fetch a redirect. */
  prefetch?: false;
}

const quickLinks: FooterLink[] = [
  { href: "/", label: "home" },
  { href: "/properties", label: "properties" },
  { href: "/gift-vouchers", label: "giftVouchers" },
  { href: "/bookings", label: "myBookings", prefetch: false },
  { href: "/profile", label: "myProfile", prefetch: false },
  { href: "/about", label: "aboutUs" },
  { href: "/contact", label: "contact" },
];

const legalLinks: FooterLink[] = [
  { href: "/terms", label: "terms" },
  { href: "/privacy", label: "privacy" },
  { href: "/faq", label: "faq" },
];

const linkClass =
  "rounded-sm text-forest-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-bark-200";

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wider text-bark-200 uppercase">
      {children}
    </h2>
  );
}

/** The site's footer; the newsletter box comes from the layout, like the header's account menu. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const t = useTranslations("layout");
  const year = new Date().getFullYear();
  const phoneHref = `tel:${site.phone.replace(/\s+/g, "")}`;
  return (
    <footer className="mt-auto bg-forest-900 text-forest-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.5fr] lg:px-8">
        <section aria-labelledby="footer-contact" className="flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <LogoMark className="size-7" />
            <span className="font-serif text-lg font-semibold text-white">{site.name}</span>
          </div>
          <FooterHeading id="footer-contact">{t("contact")}</FooterHeading>
          <address className="flex flex-col gap-2.5 text-sm not-italic">
            <a href={phoneHref} className={`${linkClass} flex items-center gap-2`}>
              <Phone aria-hidden="true" className="size-4 shrink-0 text-bark-200" />
              {site.phone}
            </a>
            <a
              href={`mailto:${site.email}`}
              className={`${linkClass} flex items-center gap-2 [overflow-wrap:anywhere]`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-bark-200" />
              {site.email}
            </a>
            <span className="flex items-start gap-2 text-forest-100">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bark-200" />
              <span>
                {site.address.street}
                <br />
                {site.address.city}, {t("country")}
              </span>
            </span>
            <span className="flex items-center gap-2 text-forest-100">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-bark-200" />
              {t("hours")}
            </span>
          </address>
        </section>

        <nav aria-labelledby="footer-quick-links" className="flex flex-col gap-4">
          <FooterHeading id="footer-quick-links">{t("quickLinks")}</FooterHeading>
          <ul className="flex flex-col gap-2.5 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={link.prefetch} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-information" className="flex flex-col gap-4">
          <FooterHeading id="footer-information">{t("information")}</FooterHeading>
          <ul className="flex flex-col gap-2.5 text-sm">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={link.prefetch} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter" className="flex flex-col gap-4">
          <FooterHeading id="footer-newsletter">{t("newsletter")}</FooterHeading>
          <p className="text-sm text-forest-100">{t("newsletterText")}</p>
          {newsletter}
        </section>
      </div>
      <div className="border-t border-forest-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-forest-200">
            {t("copyright", { year, name: site.name, since: site.since })}
          </p>
          <LanguageList />
        </div>
      </div>
    </footer>
  );
}
