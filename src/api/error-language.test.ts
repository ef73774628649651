import { describe, expect, it } from "vitest";
import type { z } from "zod";
import en from "../../messages/en.json";
import { INVALID_CODE_MESSAGE, requestCodeSchema, verifyCodeSchema } from "@/features/auth/server";
import {
  checkStay,
  notACalendarDate,
  STAY_MESSAGES,
  stayQuerySchema,
  takenNightsQuerySchema,
  type Stay,
  type StayLimits,
} from "@/features/availability";
import {
  ALERT_TEXTS,
  alertConfirmSchema,
  alertRequestSchema,
  alertUnsubscribeSchema,
} from "@/features/availability-alerts/server";
import {
  bookingIdSchema,
  bookingRequestSchema,
  HOLD_ENDED_MESSAGE,
} from "@/features/bookings/server";
import { contactMessageSchema } from "@/features/contact/server";
import { profileUpdateSchema } from "@/features/guests";
import { NEWSLETTER_TEXTS } from "@/features/newsletter";
import { subscribeSchema, unsubscribeSchema } from "@/features/newsletter/server";
import { paymentIdSchema } from "@/features/payments/server";
import {
  EXTRA_MESSAGES,
  extraChoicesSchema,
  NO_PRICE_MESSAGE,
  quoteQuerySchema,
} from "@/features/pricing";
import {
  giftVoucherIdSchema,
  giftVoucherRequestSchema,
  VOUCHER_AMOUNT_MESSAGE,
  VOUCHER_MESSAGES,
} from "@/features/gift-vouchers";
import { PROMO_MESSAGES } from "@/features/promotions";
import { imageIdSchema, propertyFiltersSchema } from "@/features/properties";
import { linkReviewInputSchema, REVIEW_ERRORS, reviewInputSchema } from "@/features/reviews/server";
import { translatorFor } from "@/i18n/translator.server";
import { addDays, todayInBrussels } from "@/lib/dates";
import { NULL_CHARACTER_MESSAGE } from "@/lib/http";
import { pluralize } from "@/lib/text";
import { errorBodyIn, recognizeApiError, translateApiError } from "./error-language";

/** Every message a schema gives for an input. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const today = todayInBrussels();
const monday = (() => {
  let day = addDays(today, 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
})();
const limits = { maxGuests: 4, minStayDuration: 3, maxStayDuration: 14, isActive: true };
const stays: [Stay, StayLimits][] = [
  [{ checkIn: addDays(monday, 1), checkOut: addDays(monday, 4), guests: 2 }, limits],
  [{ checkIn: monday, checkOut: addDays(monday, 2), guests: 2 }, limits],
  [{ checkIn: monday, checkOut: monday, guests: 2 }, limits],
  [{ checkIn: monday, checkOut: addDays(monday, 4), guests: 2 }, limits],
  [{ checkIn: monday, checkOut: addDays(monday, 21), guests: 2 }, limits],
  [{ checkIn: monday, checkOut: addDays(monday, 4), guests: 9 }, limits],
  [
    { checkIn: monday, checkOut: addDays(monday, 4), guests: 2 },
    { ...limits, isActive: false },
  ],
  [{ checkIn: addDays(monday, -14), checkOut: addDays(monday, -7), guests: 2 }, limits],
  [{ checkIn: addDays(monday, 371), checkOut: addDays(monday, 378), guests: 2 }, limits],
  [
    { checkIn: monday, checkOut: addDays(monday, 4), guests: 2 },
    { ...limits, seasonMinStayDuration: 7 },
  ],
];

/** What a guest can be answered: the spec's texts, the stay rules and the schemas' messages. */
const guestFacingTexts = [
  "Request body must be valid JSON",
  "Endpoint not found",
  "An error occurred",
  "The service is temporarily unavailable",
  "Please sign in again",
  INVALID_CODE_MESSAGE,
  NULL_CHARACTER_MESSAGE,
  HOLD_ENDED_MESSAGE,
  NEWSLETTER_TEXTS.unknownLink,
  NEWSLETTER_TEXTS.unknownConfirmation,
  ...Object.values(STAY_MESSAGES),
  ...stays.flatMap(([stay, home]) => checkStay(stay, home, today)?.message ?? []),
  ...["Booking", "Property", "Image", "Payment", "Profile", "Receipt", "Gift voucher"].map(
    (what) => `${what} not found`,
  ),
  `Too many verification codes requested. Please try again in ${pluralize(1, "minute")}.`,
  `Too many wrong verification codes. Please try again in ${pluralize(22, "hour")}.`,
  `Too many booking requests from your connection. Please try again in ${pluralize(7, "minute")}.`,
  `Too many booking requests for this e-mail address today. Please try again in ${pluralize(1, "hour")}.`,
  `Too many messages sent. Please try again in ${pluralize(59, "minute")}.`,
  `Too many sign-ups. Please try again in ${pluralize(3, "minute")}.`,
  `Too many alert requests. Please try again in ${pluralize(12, "minute")}.`,
  `Too many receipt downloads. Please try again in ${pluralize(41, "minute")}.`,
  `Too many payment status checks. Please try again in ${pluralize(1, "minute")}.`,
  `Too many changes to the traveller register. Please try again in ${pluralize(58, "minute")}.`,
  "The traveller register can no longer be changed: the stay has ended",
  "The traveller register is filled in for a confirmed booking only",
  "This booking is for 1 guest: list at most that many travellers",
  "This booking is for 4 guests: list at most that many travellers",
  "Date of birth must be a real date, not in the future",
  NO_PRICE_MESSAGE,
  "The request's body arrived too slowly",
  ALERT_TEXTS.datesFree,
  ALERT_TEXTS.unknownLink,
  ALERT_TEXTS.unknownConfirmation,
  ...messagesOf(alertRequestSchema, {}),
  ...messagesOf(alertRequestSchema, {
    propertyId: "x",
    startDate: "soon",
    endDate: monday,
    guests: 0,
    email: "a@b",
  }),
  ...messagesOf(alertConfirmSchema, { token: "short" }),
  ...messagesOf(alertUnsubscribeSchema, { token: "short" }),
  ...messagesOf(bookingRequestSchema, {}),
  ...messagesOf(bookingRequestSchema, {
    propertyId: "x",
    startDate: "soon",
    endDate: "x".repeat(41),
    guestCount: 1.5,
    guestName: "A",
    guestEmail: "nobody",
    guestPhone: "1".repeat(41),
    address: "a".repeat(301),
    specialRequests: "s".repeat(2001),
  }),
  ...messagesOf(bookingRequestSchema, { guestName: "A".repeat(101) }),
  ...messagesOf(bookingIdSchema, "x"),
  ...messagesOf(paymentIdSchema, "x"),
  ...messagesOf(imageIdSchema, "x"),
  ...messagesOf(requestCodeSchema, { email: "a@b" }),
  ...messagesOf(verifyCodeSchema, { email: "a@example.com" }),
  ...messagesOf(verifyCodeSchema, { email: "a@example.com", code: " " }),
  ...messagesOf(verifyCodeSchema, { email: "a@example.com", code: "1234567" }),
  ...messagesOf(profileUpdateSchema, {}),
  ...messagesOf(contactMessageSchema, {}),
  ...messagesOf(contactMessageSchema, {
    name: "n".repeat(101),
    email: "a@example.com",
    subject: "s".repeat(201),
    message: "m".repeat(5001),
  }),
  ...messagesOf(subscribeSchema, {}),
  ...messagesOf(unsubscribeSchema, { token: "short" }),
  ...messagesOf(stayQuerySchema, { startDate: monday, endDate: monday, guests: "x" }),
  ...messagesOf(stayQuerySchema, { startDate: monday, endDate: monday, guests: 0 }),
  ...messagesOf(stayQuerySchema, { startDate: monday, endDate: monday, guests: 101 }),
  ...messagesOf(takenNightsQuerySchema, { from: "later" }),
  ...messagesOf(propertyFiltersSchema, { search: "s".repeat(101), minGuests: 0, startDate: "x" }),
  ...messagesOf(propertyFiltersSchema, { maxGuests: 101 }),
  notACalendarDate("endDate"),
  EXTRA_MESSAGES.unknown,
  EXTRA_MESSAGES.mandatory("Bed linen and towels"),
  EXTRA_MESSAGES.twice("Dog"),
  EXTRA_MESSAGES.tooMany("Firewood", 5),
  VOUCHER_AMOUNT_MESSAGE,
  "This Idempotency-Key was already used for another purchase",
  `Too many gift vouchers started. Please try again in ${pluralize(23, "hour")}.`,
  `Too many gift vouchers started. Please try again in ${pluralize(59, "minute")}.`,
  ...messagesOf(giftVoucherRequestSchema, { amount: 55, buyerName: "Ann", message: 7 }),
  ...messagesOf(giftVoucherRequestSchema, {
    amount: 50,
    buyerName: "Ann",
    message: "x".repeat(301),
  }),
  ...messagesOf(giftVoucherIdSchema, "x"),
  PROMO_MESSAGES.dates,
  PROMO_MESSAGES.home,
  PROMO_MESSAGES.kind,
  PROMO_MESSAGES.nights(3),
  PROMO_MESSAGES.usedUp,
  `Too many promo codes tried from your connection. Please try again in ${pluralize(12, "minute")}.`,
  VOUCHER_MESSAGES.unknown,
  VOUCHER_MESSAGES.expired,
  VOUCHER_MESSAGES.usedUp,
  VOUCHER_MESSAGES.paymentOpen,
  `Too many gift voucher codes tried from your connection. Please try again in ${pluralize(12, "minute")}.`,
  "voucherCode must be text",
  ...messagesOf(quoteQuerySchema, { startDate: monday, endDate: monday, promoCode: 7 }),
  ...messagesOf(quoteQuerySchema, { startDate: monday, endDate: monday, extras: "x" }),
  ...messagesOf(extraChoicesSchema, [{ id: "x", quantity: 0 }]),
  ...messagesOf(
    extraChoicesSchema,
    Array.from({ length: 21 }, () => ({ id: crypto.randomUUID(), quantity: 1 })),
  ),
  REVIEW_ERRORS.linkInvalid,
  REVIEW_ERRORS.notStayed,
  REVIEW_ERRORS.notYet,
  REVIEW_ERRORS.windowEnded,
  REVIEW_ERRORS.alreadyReviewed,
  REVIEW_ERRORS.editEnded,
  `${REVIEW_ERRORS.tooManyRequests}. Please try again in ${pluralize(12, "minute")}.`,
  ...messagesOf(linkReviewInputSchema, {}),
  ...messagesOf(reviewInputSchema, {
    rating: 0,
    comment: "Too short",
    cleanliness: 6,
    location: 1.5,
    value: "5",
  }),
];

describe("API errors in the request's language", () => {
  it("recognises every text a guest can be answered, in each of the schemas and rules", () => {
    expect(guestFacingTexts.length).toBeGreaterThan(60);
    const unknown = guestFacingTexts.filter((text) => recognizeApiError(text) === null);
    expect(unknown).toEqual([]);
  });

  it("reads back every English message as itself, so en.json is the English the API answers", () => {
    const english = translatorFor("en", "apiErrors");
    for (const [key, message] of Object.entries(en.apiErrors)) {
      const values = Object.fromEntries(
        [...message.matchAll(/\{(\w+)(, plural)?/g)].map(([, name = "", plural]) => [
          name,
          plural ? 5 : "startDate",
        ]),
      );
      const text = english(key as keyof typeof en.apiErrors, values);
      expect(recognizeApiError(text), text).toEqual({ key, values });
    }
  });

  it("answers the German, Dutch and French texts, numbers and plurals included", () => {
    expect(translateApiError(STAY_MESSAGES.datesTaken, "de")).toBe(
      "Dieses Haus ist für die gewählten Termine nicht verfügbar",
    );
    expect(
      translateApiError(
        "Too many booking requests from your connection. Please try again in 1 minute.",
        "nl",
      ),
    ).toBe("Te veel boekingsaanvragen vanaf uw verbinding. Probeer het over 1 minuut opnieuw.");
    expect(
      translateApiError("Too many wrong verification codes. Please try again in 22 hours.", "fr"),
    ).toBe("Trop de codes de vérification erronés. Veuillez réessayer dans 22 heures.");
    expect(translateApiError("This property requires a minimum stay of 3 nights", "de")).toBe(
      "Für dieses Haus gilt ein Mindestaufenthalt von 3 Nächten",
    );
  });

  it("prefers the message naming the field over the one for any field", () => {
    expect(translateApiError("Name is required", "nl")).toBe("Vul uw naam in");
    expect(translateApiError("startDate is required", "nl")).toBe("startDate is verplicht");
    expect(translateApiError("Address must be at most 300 characters", "fr")).toBe(
      "L’adresse peut comporter au maximum 300 caractères",
    );
    expect(translateApiError("search must be at most 100 characters", "de")).toBe(
      "search darf höchstens 100 Zeichen lang sein",
    );
  });

  it("leaves English, and any text it does not know, as it is", () => {
    expect(translateApiError(STAY_MESSAGES.datesTaken, "en")).toBe(STAY_MESSAGES.datesTaken);
    expect(translateApiError("Something nobody wrote down", "de")).toBe(
      "Something nobody wrote down",
    );
  });

  it("translates each detail's message and keeps the code and the other details", () => {
    const body = {
      error: "Valid email is required",
      code: "INVALID_INPUT" as const,
      details: [{ path: "email", message: "Valid email is required" }],
    };
    expect(errorBodyIn(body, "de")).toEqual({
      error: "Eine gültige E-Mail-Adresse ist erforderlich",
      code: "INVALID_INPUT",
      details: [{ path: "email", message: "Eine gültige E-Mail-Adresse ist erforderlich" }],
    });
    const rule = { error: STAY_MESSAGES.checkInWeekday, code: "INVALID_STAY" as const };
    expect(errorBodyIn({ ...rule, details: { rule: "CHECK_IN_WEEKDAY" } }, "fr")).toEqual({
      error: "Les réservations doivent commencer un lundi ou un vendredi",
      code: "INVALID_STAY",
      details: { rule: "CHECK_IN_WEEKDAY" },
    });
  });
});
