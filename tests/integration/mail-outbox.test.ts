import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxEmails } from "@/db/schema";
import {
  bookingReceivedMail,
  deliverDueMail,
  enqueueMail,
  listRecentMail,
  MAX_ATTEMPTS,
  retryDelayMs,
} from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { createMailTransport } from "@/lib/mail/transport";
import { attachmentsIn, startTestSmtp, type TestSmtp } from "../support/smtp";
import { eq } from "drizzle-orm";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

function transport() {
  return createMailTransport({ ...getConfig(), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
}

describe("the mail outbox", () => {
  it("delivers a mail refused by the SMTP server once it accepts, exactly once", async () => {
    const db = await getDb();
    const start = Date.now();
    clock.now = () => new Date(start);
    const id = await enqueueMail(db, "retry@example.com", {
      subject: "Your stay",
      text: "See you soon.",
      html: "<p>See you soon.</p>",
    });
    smtp.refuse(1);

    expect(await deliverDueMail(transport())).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueMail(transport())).toEqual({ sent: 0, failed: 0 });
    clock.now = () => new Date(start + retryDelayMs(1));
    expect(await deliverDueMail(transport())).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(transport())).toEqual({ sent: 0, failed: 0 });
    clock.now = () => new Date();

    const delivered = smtp.messages.filter((m) => m.includes("retry@example.com"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(`Message-ID: <${id}@localhost>`);
    expect(delivered[0]).toContain("Subject: Your stay");
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: "Error EMESSAGE 451",
    });
  });

  it("sends plain text and HTML, signed with the site's name and links to the public URL", async () => {
    const db = await getDb();
    await enqueueMail(
      db,
      "parts@example.com",
      await bookingReceivedMail({
        locale: "en",
        bookingId: "1",
        guestName: "<Anna>",
        propertyName: "Parts Cabin",
        startDate: "2030-01-04",
        endDate: "2030-01-07",
        guests: 2,
        totalCents: 50000,
        holdMinutes: 60,
        schedule: null,
      }),
    );
    await deliverDueMail(transport());
    const raw = smtp.messages.find((m) => m.includes("parts@example.com")) ?? "";
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("Ardennes Stays");
    expect(raw).toContain(`${getConfig().PUBLIC_BASE_URL}/bookings/1`);
    expect(raw).toContain("Hello &lt;Anna&gt;,");
  });

  it("gives a mail with a one-click unsubscribe the headers of RFC 8058, at the public URL", async () => {
    const db = await getDb();
    await enqueueMail(
      db,
      "list@example.com",
      { subject: "Free now", text: "Free now", html: "<p>Free now</p>" },
      { listUnsubscribe: "/api/public/availability-alerts/unsubscribe/AbCdEfGhIjKlMnOpQrSt" },
    );
    await deliverDueMail(transport());
    // Unfolded: a long header line arrives folded (RFC 5322).
    const raw = (smtp.messages.find((m) => m.includes("list@example.com")) ?? "").replace(
      /\r?\n[ \t]+/g,
      " ",
    );
    const address = `${getConfig().PUBLIC_BASE_URL}/api/public/availability-alerts/unsubscribe/AbCdEfGhIjKlMnOpQrSt`;
    expect(raw).toMatch(new RegExp(`List-Unsubscribe:\\s*<${address.replace(/[.?]/g, "\\$&")}>`));
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const plain = smtp.messages.find((m) => m.includes("parts@example.com")) ?? "";
    expect(plain).not.toContain("List-Unsubscribe");
  });

  it("sends a mail's attachments as files of their own, and lists them in the dev mailbox", async () => {
    const db = await getDb();
    const content = Buffer.from("%PDF-1.3 a receipt\n%%EOF\n", "latin1");
    await enqueueMail(
      db,
      "attached@example.com",
      { subject: "Your receipt", text: "Attached.", html: "<p>Attached.</p>" },
      { attachments: [{ filename: "receipt-7.pdf", contentType: "application/pdf", content }] },
    );
    const [listed] = await listRecentMail(1, "attached@example.com");
    expect(listed?.attachments).toEqual([
      { filename: "receipt-7.pdf", contentType: "application/pdf", bytes: content.byteLength },
    ]);
    await deliverDueMail(transport());
    const raw = (smtp.messages.find((m) => m.includes("attached@example.com")) ?? "").replace(
      /\r?\n[ \t]+/g,
      " ",
    );
    expect(raw).toMatch(/Content-Disposition: attachment; filename=receipt-7\.pdf/);
    expect(attachmentsIn(raw)).toEqual([
      { filename: "receipt-7.pdf", contentType: "application/pdf", content },
    ]);
  });

  it("keeps only the copy meant to stay once a mail is sent or given up on", async () => {
    const db = await getDb();
    const secret = { subject: "Code 135790", text: "135790", html: "<p>135790</p>" };
    const kept = { subject: "Code ••••••", text: "••••••", html: "<p>••••••</p>" };
    const sent = await enqueueMail(db, "kept-sent@example.com", secret, { storedOnceSent: kept });
    const dead = await enqueueMail(db, "kept-dead@example.com", secret, { storedOnceSent: kept });
    await db
      .update(outboxEmails)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outboxEmails.id, dead));
    const retried = await enqueueMail(db, "kept-retry@example.com", secret, {
      storedOnceSent: kept,
    });
    const refusing = {
      kind: "dev-mailbox" as const,
      send: async (mail: { to: string }) => {
        if (mail.to !== "kept-sent@example.com") throw new Error("mailbox busy");
      },
    };
    await deliverDueMail(refusing);

    const rows = await db.select().from(outboxEmails);
    const row = (id: string) => rows.find((candidate) => candidate.id === id);
    const stored = (id: string) => {
      const { subject, textBody, htmlBody, storedOnceSent } = row(id)!;
      return { subject, text: textBody, html: htmlBody, storedOnceSent };
    };
    expect(row(sent)?.status).toBe("sent");
    expect(stored(sent)).toEqual({ ...kept, storedOnceSent: null });
    expect(row(dead)?.status).toBe("dead");
    expect(stored(dead)).toEqual({ ...kept, storedOnceSent: null });
    // A mail still to be retried keeps what it must send.
    expect(row(retried)?.status).toBe("pending");
    expect(stored(retried)).toEqual({ ...secret, storedOnceSent: kept });
  });

  it("backs off exponentially between tries, up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
