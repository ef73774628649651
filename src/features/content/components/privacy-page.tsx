import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/i18n/link";
import { getConfig } from "@/lib/config";
import { site } from "@/lib/site";
import { LegalDocument, type LegalSection } from "./legal-document";

/** The rich-text tags the privacy policy's messages use. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
  profile: (chunks: ReactNode) => <Link href="/profile">{chunks}</Link>,
  emailLink: (chunks: ReactNode) => <a href={`mailto:${site.email}`}>{chunks}</a>,
  authority: (chunks: ReactNode) => <a href="https://www.dataprotectionauthority.be">{chunks}</a>,
};

const values = {
  name: site.name,
  street: site.address.street,
  city: site.address.city,
  email: site.email,
};

/**
 * What the database (src/db/schema.ts) and the server really keep, each with its legal basis
 * (GDPR article 6) and the period the retention job enforces (RETENTION, which a test holds
 * the English texts to), under `privacy.purposes.<key>`.
 */
export const PRIVACY_PURPOSES = [
  "booking",
  "travellers",
  "payment",
  "account",
  "contact",
  "newsletter",
  "alerts",
  "mail",
  "security",
] as const;

export async function PrivacyPage() {
  const t = await getTranslations("privacy");
  // The register's period is the operator's setting (TRAVELLER_REGISTER_RETENTION_DAYS).
  const periods = { days: getConfig().TRAVELLER_REGISTER_RETENTION_DAYS };
  const text = (key: string) => t.rich(key, { ...tags, ...values });
  const paragraphs = (section: string, keys: readonly string[]) =>
    keys.map((key) => <p key={key}>{text(`sections.${section}.${key}`)}</p>);
  const list = (section: string, keys: readonly string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{text(`sections.${section}.items.${key}`)}</li>
      ))}
    </ul>
  );
  const title = (section: string) => t(`sections.${section}.title`);

  const sections: LegalSection[] = [
    { id: "controller", title: title("controller"), content: paragraphs("controller", ["body"]) },
    {
      id: "data",
      title: title("data"),
      content: (
        <>
          {paragraphs("data", ["intro"])}
          <div className="flex flex-col gap-4">
            {PRIVACY_PURPOSES.map((purpose) => (
              <div
                key={purpose}
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs"
              >
                <h3 className="font-semibold text-stone-900">{t(`purposes.${purpose}.title`)}</h3>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
                  {(["what", "why", "howLong"] as const).map((part) => (
                    <PurposePart
                      key={part}
                      label={t(`purposeLabels.${part}`)}
                      text={t(`purposes.${purpose}.${part}`, periods)}
                    />
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </>
      ),
    },
    {
      id: "browser",
      title: title("browser"),
      content: (
        <>
          {paragraphs("browser", ["intro"])}
          {list("browser", ["session", "filters"])}
          {paragraphs("browser", ["clear"])}
        </>
      ),
    },
    {
      id: "recipients",
      title: title("recipients"),
      content: (
        <>
          {paragraphs("recipients", ["intro"])}
          {list("recipients", ["payments", "hosting", "maps", "authorities"])}
        </>
      ),
    },
    { id: "security", title: title("security"), content: paragraphs("security", ["body"]) },
    {
      id: "rights",
      title: title("rights"),
      content: (
        <>
          {paragraphs("rights", ["intro"])}
          {list("rights", [
            "access",
            "rectify",
            "erase",
            "restrict",
            "portability",
            "object",
            "withdraw",
            "complain",
          ])}
        </>
      ),
    },
    { id: "requests", title: title("requests"), content: paragraphs("requests", ["body"]) },
    { id: "changes", title: title("changes"), content: paragraphs("changes", ["body"]) },
  ];

  return <LegalDocument namespace="privacy" sections={sections} />;
}

function PurposePart({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt className="font-medium text-stone-900">{label}</dt>
      <dd>{text}</dd>
    </>
  );
}
