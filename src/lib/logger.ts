import pino from "pino";
import { getConfig } from "./config";

/**
 * Fields that can hold an e-mail address, a phone number or what a query was given, at the top
 * of a log line or one level down: written as "[redacted]" (the README promises no addresses).
 */
const REDACTED_FIELDS = [
  "email",
  "to",
  "replyTo",
  "phone",
  "guestEmail",
  "guestPhone",
  "query",
  "params",
  "url",
];
export const REDACTED_PATHS = REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** What a log line keeps of an error: never its message, which can quote data. */
export interface ErrorSummary {
  type: string;
  /** A SQLSTATE (23505), or Node's or nodemailer's code (ECONNREFUSED, EENVELOPE). */
  code?: string;
  /** An SMTP server's reply code (550). */
  responseCode?: number;
  cause?: ErrorSummary;
  /** Where it was thrown: the stack's frames, without the message that heads it. */
  frames?: string[];
}

const NAME = /^[\w$]{1,60}$/;
const CODE = /^[A-Z0-9_]{1,40}$/;
// A frame ends with its line and column; a message line that quotes data does not.
const FRAME = /^\s+at .{1,300}:\d+:\d+\)?$/;

/**
 * An error as logs keep it: its name, code and frames, and those of its causes. Drizzle's
 * "Failed query ... params:" message, a constraint's detail and an SMTP server's reply all quote
 * what was sent (e-mail addresses, phone numbers), so no message, detail or reply is kept.
 */
export function errorSummary(error: unknown, depth = 0): ErrorSummary {
  if (typeof error !== "object" || error === null) return { type: typeof error };
  const { name, code, responseCode, cause, stack } = error as Record<string, unknown>;
  const summary: ErrorSummary = {
    type: typeof name === "string" && NAME.test(name) ? name : "Error",
  };
  if (typeof code === "string" && CODE.test(code)) summary.code = code;
  if (typeof responseCode === "number") summary.responseCode = responseCode;
  if (depth < 3 && cause !== undefined) summary.cause = errorSummary(cause, depth + 1);
  if (depth === 0 && typeof stack === "string") {
    summary.frames = stack
      .split("\n")
      .filter((line) => FRAME.test(line))
      .slice(0, 10)
      .map((line) => line.trim());
  }
  return summary;
}

/** The same, in one line: for a failure stored beside a row (the outbox's last error). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let summary: ErrorSummary | undefined = errorSummary(error); summary;) {
    parts.push([summary.type, summary.code, summary.responseCode].filter((part) => part).join(" "));
    summary = summary.cause;
  }
  return parts.join(", caused by ");
}

/** The options of the one logger (tests build one with them to read what it writes). */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { app: "ardennes-stays" },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: errorSummary, error: errorSummary },
  };
}

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino(loggerOptions(getConfig().LOG_LEVEL));
  return instance;
}

/** For tests that read the log: puts `next` in place; returns the logger it replaces. */
export function setLogger(next: pino.Logger | undefined): pino.Logger | undefined {
  const previous = instance;
  instance = next;
  return previous;
}
