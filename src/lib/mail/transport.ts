import nodemailer from "nodemailer";
import type { Config } from "../config";
import { logger } from "../logger";

/** A file a mail carries, such as a payment's receipt. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  /** The outbox id: also the Message-ID, so a receiver can spot a repeat after a crash. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** The site's path that turns the mail's subscription off with one POST (RFC 8058). */
  listUnsubscribe?: string | null;
  attachments?: readonly MailAttachment[];
}

export interface MailTransport {
  readonly kind: "smtp" | "dev-mailbox";
  send(mail: OutgoingMail): Promise<void>;
}

function messageId(mail: OutgoingMail, baseUrl: string): string {
  return `<${mail.id}@${new URL(baseUrl).hostname}>`;
}

/** SMTP via nodemailer: plain SMTP on localhost, STARTTLS when offered (smtps:// for TLS). */
function smtpTransport(config: Config, smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const local = ["localhost", "127.0.0.1", "::1", "[::1]"].includes(url.hostname);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    ignoreTLS: local,
    requireTLS: !local && url.protocol === "smtp:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    // Together well inside the outbox's 45 s lease on a claimed mail.
    socketTimeout: 15_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageId(mail, config.PUBLIC_BASE_URL),
        attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        ...(mail.listUnsubscribe
          ? {
              list: { unsubscribe: new URL(mail.listUnsubscribe, config.PUBLIC_BASE_URL).href },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
  };
}

/**
 * No SMTP configured: the outbox row is the stored copy. On a developer's machine the text goes
 * to the server log too (the sign-in code for whoever ran `npm start`); in production a log
 * keeps no address or mail text, so only the mail's id is written.
 */
function devMailbox(config: Config): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      if (config.APP_ENV === "production") {
        logger().warn(
          { mailId: mail.id },
          "dev mailbox: mail kept in the outbox only (no SMTP_URL)",
        );
        return;
      }
      const attached = (mail.attachments ?? []).map(
        ({ filename, content }) => `\n\nattached: ${filename} (${content.byteLength} bytes)`,
      );
      logger().info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        `dev mailbox: mail to ${mail.to}\n${mail.subject}\n\n${mail.text}${attached.join("")}`,
      );
    },
  };
}

export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? smtpTransport(config, config.SMTP_URL) : devMailbox(config);
}
