import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, guests, loginCodes, newsletterSubscriptions } from "@/db/schema";
import { STAY_MESSAGES } from "@/features/availability";
import type { Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import { addDays, formatLongDate } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { MONDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { latestCodeFor, mailsTo } from "../support/mail";
import { call, fromAddress } from "../support/routes";

/** What messages/<locale>.json says for a mail text: the expected words, written once. */
const mailText = (locale: Locale) => translatorFor(locale, "mail");
const errorText = (locale: Locale) => translatorFor(locale, "apiErrors");

function language(locale: string): Record<string, string> {
  return { "accept-language": locale };
}

async function payFor(bookingId: string): Promise<void> {
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  const paymentId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call("POST", `/api/sandbox/payments/${paymentId}`, form({ outcome: "pay" }));
  await call("POST", "/api/public/payments/webhook", form({ id: paymentId }));
}

describe("a booking made in Dutch", () => {
  it("keeps Dutch, and its received and confirmation mails are Dutch with Dutch links", async () => {
    const property = await createProperty();
    const request = bookingRequest(property.id, { guestEmail: "lotte@example.com" });
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(request, language("nl-BE,nl;q=0.9,en;q=0.5")),
    );
    expect(created.status).toBe(201);
    const { id, startDate, endDate } = created.body as {
      id: string;
      startDate: string;
      endDate: string;
    };
    const db = await getDb();
    const [stored] = await db
      .select({ locale: bookings.locale })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(stored?.locale).toBe("nl");

    // The payment and its webhook carry no language: the booking's own is what counts.
    await payFor(id);
    const t = mailText("nl");
    const [confirmed, received] = await mailsTo("lotte@example.com");
    expect(received?.subject).toBe(t("bookingReceived.subject", { property: property.name }));
    expect(received?.textBody).toContain(t("bookingReceived.thanks", { property: property.name }));
    expect(received?.textBody).toContain(`/nl/bookings/${id}`);
    expect(received?.htmlBody).toContain('lang="nl"');
    expect(confirmed?.subject).toBe(t("bookingConfirmed.subject", { property: property.name }));
    expect(confirmed?.textBody).toContain(t("stayConfirmed"));
    expect(confirmed?.textBody).toContain(formatLongDate(startDate, "nl"));
    expect(confirmed?.textBody).toContain(formatLongDate(endDate, "nl"));
    expect(confirmed?.textBody).toContain(`${t("viewBooking")}: `);
  });

  it("stays English, at today's paths, for a guest whose browser names none of ours", async () => {
    const property = await createProperty();
    const request = bookingRequest(property.id, { guestEmail: "jordi@example.com" });
    const created = await call("POST", "/api/public/bookings", postJson(request, language("es")));
    const { id } = created.body as { id: string };
    const [received] = await mailsTo("jordi@example.com");
    expect(received?.subject).toBe(`We received your booking request: ${property.name}`);
    expect(received?.textBody).toContain(`/bookings/${id}`);
    expect(received?.textBody).not.toContain(`/en/bookings/`);
    const db = await getDb();
    const [stored] = await db
      .select({ locale: bookings.locale })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(stored?.locale).toBe("en");
  });

  it("makes the signed-in guest's language the booking's", async () => {
    const email = "pieter@example.com";
    const { token } = await signInAs(email);
    const property = await createProperty();
    const request = bookingRequest(property.id, { guestEmail: email });
    await call("POST", "/api/public/bookings", bearer(token, postJson(request, language("de"))));
    const db = await getDb();
    const [guest] = await db
      .select({ locale: guests.locale })
      .from(guests)
      .where(eq(guests.email, email));
    expect(guest?.locale).toBe("de");
  });
});

describe("a home the owner named in Dutch", () => {
  async function dutchNamedHome() {
    return createProperty({
      overrides: {
        name: "River Cabin",
        location: "Durbuy, Belgium",
        translations: { nl: { name: "Rivierhut", location: "Durbuy, België" } },
      },
    });
  }

  it("is named in Dutch in a Dutch booking's mails", async () => {
    const property = await dutchNamedHome();
    const request = bookingRequest(property.id, { guestEmail: "marieke@example.com" });
    const created = await call("POST", "/api/public/bookings", postJson(request, language("nl")));
    await payFor((created.body as { id: string }).id);
    const t = mailText("nl");
    const [confirmed, received] = await mailsTo("marieke@example.com");
    expect(received?.subject).toBe(t("bookingReceived.subject", { property: "Rivierhut" }));
    expect(confirmed?.subject).toBe(t("bookingConfirmed.subject", { property: "Rivierhut" }));
    expect(confirmed?.textBody).not.toContain("River Cabin");
  });

  it("keeps its English name in the mails of a French booking, as the owner wrote no French one", async () => {
    const property = await dutchNamedHome();
    const request = bookingRequest(property.id, { guestEmail: "amelie@example.com" });
    await call("POST", "/api/public/bookings", postJson(request, language("fr")));
    const [received] = await mailsTo("amelie@example.com");
    expect(received?.subject).toBe(
      mailText("fr")("bookingReceived.subject", { property: "River Cabin" }),
    );
  });

  it("is named in the language of the page that asks for the guest's bookings", async () => {
    const email = "sanne@example.com";
    const { token } = await signInAs(email);
    const property = await dutchNamedHome();
    const request = bookingRequest(property.id, { guestEmail: email });
    const created = await call(
      "POST",
      "/api/public/bookings",
      bearer(token, postJson(request, language("nl"))),
    );
    const { id } = created.body as { id: string };
    const homeOf = async (path: string, locale: string) =>
      (
        (await call("GET", path, bearer(token, { headers: language(locale) }))).body as {
          property: { name: string; location: string };
        }
      ).property;

    expect(await homeOf(`/api/guest/bookings/${id}`, "nl")).toMatchObject({
      name: "Rivierhut",
      location: "Durbuy, België",
    });
    expect(await homeOf(`/api/guest/bookings/${id}`, "en")).toMatchObject({
      name: "River Cabin",
      location: "Durbuy, Belgium",
    });
    expect(await homeOf(`/api/public/bookings/${id}`, "de")).toMatchObject({ name: "River Cabin" });
    const list = await call(
      "GET",
      "/api/guest/bookings",
      bearer(token, { headers: language("nl") }),
    );
    expect((list.body as { property: { name: string } }[]).map((b) => b.property.name)).toEqual([
      "Rivierhut",
    ]);
  });
});

describe("a sign-in code asked for in French", () => {
  it("arrives in French, and the code and then the guest keep French", async () => {
    const email = "camille@example.com";
    const headers = { "content-type": "application/json", ...language("fr-BE") };
    await call("POST", "/api/guest/booking/request-code", {
      method: "POST",
      body: JSON.stringify({ email }),
      headers,
    });
    const code = await latestCodeFor(email);
    const t = mailText("fr");
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(t("signInCode.subject", { code }));
    expect(mail?.textBody).toContain(t("signInCode.ignore"));
    expect(mail?.textBody).toMatch(/^Bonjour,/);
    const db = await getDb();
    const [stored] = await db
      .select({ locale: loginCodes.locale })
      .from(loginCodes)
      .where(eq(loginCodes.email, email));
    expect(stored?.locale).toBe("fr");

    const verified = await call("POST", "/api/guest/booking/verify-code", {
      method: "POST",
      body: JSON.stringify({ email, code }),
      headers,
    });
    expect(verified.status).toBe(200);
    const readLocale = async () =>
      (await db.select({ locale: guests.locale }).from(guests).where(eq(guests.email, email)))[0]
        ?.locale;
    expect(await readLocale()).toBe("fr");

    // Saving the profile from the German site makes German the guest's language.
    const { token } = verified.body as { token: string };
    const saved = await call(
      "PATCH",
      "/api/guest/profile",
      bearer(token, {
        method: "PATCH",
        body: JSON.stringify({ name: "Camille Dubois" }),
        headers: { "content-type": "application/json", ...language("de") },
      }),
    );
    expect(saved.status).toBe(200);
    expect(await readLocale()).toBe("de");
  });
});

describe("a newsletter sign-up in German", () => {
  it("is confirmed by a German mail and keeps German", async () => {
    const email = "jonas@example.com";
    await call("POST", "/api/public/newsletter", postJson({ email }, language("de")));
    const [mail] = await mailsTo(email);
    const t = mailText("de");
    expect(mail?.subject).toBe(t("newsletterConfirmation.subject", { site: "Ardennes Stays" }));
    expect(mail?.textBody).toContain(`${t("newsletterConfirmation.action")}: `);
    expect(mail?.textBody).toContain("/de/newsletter/confirm?token=");
    const db = await getDb();
    const [stored] = await db
      .select({ locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(stored?.locale).toBe("de");
  });
});

describe("API errors", () => {
  async function bookOnTuesday(headers: Record<string, string>) {
    const property = await createProperty();
    const tuesday = addDays(upcoming(MONDAY, 14), 1);
    const request = bookingRequest(property.id, {
      startDate: tuesday,
      endDate: addDays(tuesday, 3),
    });
    return call("POST", "/api/public/bookings", postJson(request, headers));
  }

  it("answers in German for Accept-Language: de, with the same code", async () => {
    const german = await bookOnTuesday(language("de-DE,de;q=0.9"));
    const english = await bookOnTuesday({});
    expect(german.status).toBe(400);
    expect(german.body).toMatchObject({
      error: errorText("de")("checkInWeekday"),
      code: "INVALID_STAY",
      details: { rule: "CHECK_IN_WEEKDAY" },
    });
    expect(english.body).toMatchObject({
      error: STAY_MESSAGES.checkInWeekday,
      code: (german.body as { code: string }).code,
    });
    expect(german.headers.get("vary")).toContain("Accept-Language");
  });

  it("answers a schema's messages, in the details too, in Dutch", async () => {
    const refused = await call(
      "POST",
      "/api/guest/booking/request-code",
      postJson({ email: "not an address" }, language("nl")),
    );
    const text = errorText("nl")("email");
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: text,
      code: "INVALID_INPUT",
      details: [{ path: "email", message: text }],
    });
  });

  it("counts the wait in the language's words", async () => {
    const email = "waiting@example.com";
    const ask = (headers: Record<string, string>) =>
      call(
        "POST",
        "/api/guest/booking/request-code",
        postJson({ email }, { ...fromAddress("192.0.2.77"), ...headers }),
      );
    for (let i = 0; i < 5; i++) expect((await ask({})).status).toBe(200);
    const refused = await ask(language("fr"));
    expect(refused.status).toBe(429);
    const minutes = Math.ceil(Number(refused.headers.get("retry-after")) / 60);
    expect((refused.body as { error: string }).error).toBe(
      errorText("fr")("codesRequestedMinutes", { minutes }),
    );
    expect(((await ask({})).body as { error: string }).error).toMatch(
      /^Too many verification codes requested\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("keeps the back office's answers English", async () => {
    const german = await call("GET", "/api/owner/session", { headers: language("de") });
    const english = await call("GET", "/api/owner/session");
    expect(german.status).toBe(401);
    expect(german.body).toEqual(english.body);
  });
});
