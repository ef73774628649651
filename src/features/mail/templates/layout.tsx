import "server-only";
import { Body, Button, Container, Head, Html, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { localizedPath, type Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import { getConfig } from "@/lib/config";
import { site } from "@/lib/site";

const colors = { forest: "#254f3c", ink: "#1c1917", muted: "#57534e", paper: "#faf7f2" };

/**
 * Where a link in a mail points: mail is read far from the site, so always the absolute URL, and
 * the page in the mail's language (English at the spec's paths, the others under /nl, /fr, /de).
 */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${getConfig().PUBLIC_BASE_URL}${localizedPath(path, locale)}`;
}

/** The mail namespace's messages in the mail's language. */
export function mailTexts(locale: Locale) {
  return translatorFor(locale, "mail");
}

/**
 * Every mail's frame: the site's name on top (left out of the text part) and how to reach us,
 * in the language the mail is written in.
 */
export function MailLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const home = absoluteUrl("", locale);
  return (
    <Html lang={locale}>
      <Head />
      <Body
        style={{
          margin: 0,
          backgroundColor: colors.paper,
          fontFamily: "Arial,Helvetica,sans-serif",
          color: colors.ink,
        }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "32px 24px" }}>
          <Text
            data-skip-in-text="true"
            style={{
              margin: "0 0 24px",
              fontSize: "18px",
              fontWeight: "bold",
              color: colors.forest,
            }}
          >
            {site.name}
          </Text>
          {children}
          <Text style={{ margin: "32px 0 0", fontSize: "12px", color: colors.muted }}>
            {site.name}
            <br />
            {`${site.phone} · `}
            <Link href={`mailto:${site.email}`} style={{ color: colors.forest }}>
              {site.email}
            </Link>
            <br />
            <Link href={home} style={{ color: colors.forest }}>
              {home}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A paragraph of one string, kept as written: the text part has it verbatim and the HTML keeps
 * its line breaks, so what a visitor typed reaches the owner unchanged.
 */
export function Paragraph({ children }: { children: string }) {
  return (
    <Text
      data-text="verbatim"
      style={{ margin: "0 0 16px", fontSize: "15px", lineHeight: "22px", whiteSpace: "pre-wrap" }}
    >
      {children}
    </Text>
  );
}

/**
 * The first line. A name only where one may be used (mail feature's `greetingName`): mail to an
 * address its owner has not proven carries nothing a requester typed.
 */
export function Greeting({ name, locale }: { name: string | null; locale: Locale }) {
  const t = mailTexts(locale);
  return <Paragraph>{name === null ? t("greetingNoName") : t("greeting", { name })}</Paragraph>;
}

/** A short value set apart, such as a sign-in code. */
export function Highlight({ children }: { children: string }) {
  return (
    <Text
      data-text="highlight"
      style={{
        margin: "0 0 16px",
        fontSize: "28px",
        letterSpacing: "6px",
        fontWeight: "bold",
        color: "#1f4032",
      }}
    >
      {children}
    </Text>
  );
}

/** The one thing to do, as a button; the text part says `label: URL`. */
export function Action({ label, path, locale }: { label: string; path: string; locale: Locale }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Button
        data-text="action"
        href={absoluteUrl(path, locale)}
        style={{
          backgroundColor: colors.forest,
          color: "#ffffff",
          padding: "10px 18px",
          borderRadius: "6px",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
    </Section>
  );
}
