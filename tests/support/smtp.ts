import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  port: number;
  /** Raw messages accepted, in order. */
  messages: string[];
  /** How many more deliveries to refuse with a temporary error. */
  refuse(count: number): void;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks, =XX), as a mail client would before showing it. */
export function decodeQuotedPrintable(raw: string): string {
  return (
    raw
      .replace(/=\r?\n/g, "")
      // A run of encoded bytes is one piece of UTF-8: "=E2=82=AC" is "€".
      .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
        Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
      )
  );
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The files a raw MIME message carries (its parts sent as attachments), decoded from base64 as
 * a mail client would before offering them.
 */
export function attachmentsIn(raw: string): ReceivedAttachment[] {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const attachments: ReceivedAttachment[] = [];
  for (const part of unfolded.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const end = part.search(/\r?\n\r?\n/);
    if (end < 0) continue;
    const headers = part.slice(0, end);
    if (!/^Content-Disposition:\s*attachment/im.test(headers)) continue;
    const body = part.slice(end).split(/\r?\n--/)[0] ?? "";
    attachments.push({
      filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "",
      contentType: /^Content-Type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? "",
      content: Buffer.from(body.replace(/\s+/g, ""), "base64"),
    });
  }
  return attachments;
}

/** A real SMTP server on loopback that stores what it accepts, and can refuse on demand. */
export async function startTestSmtp(listenPort = 0): Promise<TestSmtp> {
  const messages: string[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals--;
          callback(
            Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }),
          );
          return;
        }
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  // A client gone mid-session (an app a fault test killed) is reported here as ECONNRESET; with
  // no listener the emitter would throw it into the test run as an uncaught exception.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    messages,
    refuse: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
