import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  balanceCancelledOn,
  balanceStepDue,
  paymentMethodLabel,
  paymentScheduleFor,
  DEPOSIT_PERCENT,
  STANDARD_PAYMENT_METHODS,
  type BalanceStep,
} from "@/features/payments";
import { LOCALES } from "@/i18n/locales";
import { addDays, daysBetween } from "@/lib/dates";

type Messages = { [key: string]: string | Messages };

function messagesOf(locale: string): Messages {
  return JSON.parse(
    readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as Messages;
}

function at(messages: Messages, key: string): Messages | string {
  return key.split(".").reduce<Messages | string>((node, part) => {
    const next = typeof node === "string" ? undefined : node[part];
    if (next === undefined) throw new Error(`no message at ${key}`);
    return next;
  }, messages);
}

/** Every text under a key, joined. */
function textOf(messages: Messages, key: string): string {
  const node = at(messages, key);
  const walk = (value: Messages | string): string[] =>
    typeof value === "string" ? [value] : Object.values(value).flatMap(walk);
  return walk(node).join(" ");
}

/** A number standing on its own, not part of a longer one. */
function number(value: number): RegExp {
  return new RegExp(`(?<!\\d)${value}(?!\\d)`);
}

// The schedule as the payments feature applies it, read through its own functions.
const today = "2027-01-04";
const bookedAhead = (days: number) =>
  paymentScheduleFor({ totalCents: 100_000, checkIn: addDays(today, days), today });
const depositFromDays = Array.from({ length: 400 }, (_, days) => days).find(
  (days) => bookedAhead(days) !== null,
)!;
const checkIn = addDays(today, 120);
const schedule = paymentScheduleFor({ totalCents: 100_000, checkIn, today })!;
const dueDaysBefore = daysBetween(schedule.balanceDueOn, checkIn);
/** The most days before check-in on which the balance job takes `step`. */
const firstDayOf = (step: BalanceStep, requested: boolean) =>
  Array.from({ length: 60 }, (_, index) => 60 - index).find(
    (days) =>
      balanceStepDue({
        balanceDueOn: schedule.balanceDueOn,
        today: addDays(checkIn, -days),
        requested,
        reminded: false,
      }) === step,
  )!;
const requestDaysBefore = firstDayOf("request", false);
const reminderDaysBefore = firstDayOf("remind", true);
const graceDays = daysBetween(schedule.balanceDueOn, balanceCancelledOn(schedule.balanceDueOn));
const methods = [
  ...STANDARD_PAYMENT_METHODS.filter((method) => method !== "creditcard").map(paymentMethodLabel),
  "Visa",
  "Mastercard",
];

describe("the schedule the texts are checked against", () => {
  it("is the one the terms state: 30% from 30 days ahead, due 30 days before check-in", () => {
    expect([DEPOSIT_PERCENT, depositFromDays, dueDaysBefore]).toEqual([30, 30, 30]);
    expect(schedule.depositCents).toBe(30_000);
    expect([requestDaysBefore, reminderDaysBefore, graceDays]).toEqual([35, 31, 7]);
  });
});

describe.each(LOCALES)("the %s terms and FAQ", (locale) => {
  const messages = messagesOf(locale);
  const payments = [
    ["terms", textOf(messages, "terms.sections.payment")],
    ["FAQ", textOf(messages, "faq.items.payment.answer")],
  ] as const;

  it.each(payments)("state the payment schedule in the %s", (_, text) => {
    expect(text).toMatch(new RegExp(`(?<!\\d)${DEPOSIT_PERCENT}\\s?%`));
    for (const days of [depositFromDays, dueDaysBefore, requestDaysBefore, reminderDaysBefore]) {
      expect(text).toMatch(number(days));
    }
    expect(text).toMatch(number(graceDays));
  });

  it.each(payments)("name the payment methods every checkout offers in the %s", (_, text) => {
    for (const method of methods) expect(text).toContain(method);
  });

  it("send the guest to the booking page's own cancel button", () => {
    const button = textOf(messages, "cancellation.open");
    expect(textOf(messages, "terms.sections.cancellation.how")).toContain(button);
    expect(textOf(messages, "faq.items.cancellation.answer")).toContain(button);
  });
});
