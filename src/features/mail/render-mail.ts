/**
 * The mail frame from before the templates (./templates), still used by the booking and payment
 * mails until their call sites move to the templates; then this file goes.
 */
import { getConfig } from "@/lib/config";
import { site } from "@/lib/site";
import type { MailParts } from "./templates/render";

export interface MailMessage {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A short value set apart, such as a sign-in code. */
  highlight?: string;
  action?: { label: string; path: string };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** @deprecated Use a template of ./templates. */
export function renderMail(message: MailMessage): MailParts {
  const base = getConfig().PUBLIC_BASE_URL;
  const actionUrl = message.action ? `${base}${message.action.path}` : null;
  const text = [
    message.greeting,
    "",
    ...message.paragraphs.flatMap((p) => [p, ""]),
    ...(message.highlight ? [`    ${message.highlight}`, ""] : []),
    ...(message.action && actionUrl ? [`${message.action.label}: ${actionUrl}`, ""] : []),
    `${site.name}`,
    `${site.phone} · ${site.email}`,
    base,
  ].join("\n");
  const paragraphs = message.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join("");
  const highlight = message.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold;color:#1f4032">${escapeHtml(message.highlight)}</p>`
    : "";
  const action =
    message.action && actionUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#254f3c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>`
      : "";
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#254f3c">${escapeHtml(site.name)}</p><p style="margin:0 0 16px">${escapeHtml(message.greeting)}</p>${paragraphs}${highlight}${action}<p style="margin:32px 0 0;font-size:12px;color:#57534e">${escapeHtml(site.name)} · ${escapeHtml(site.phone)} · <a href="${escapeHtml(base)}" style="color:#254f3c">${escapeHtml(base)}</a></p></div></body></html>`;
  return { subject: message.subject, text, html };
}
