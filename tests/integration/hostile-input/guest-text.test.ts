import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, contactMessages, guests, outboxEmails, payments } from "@/db/schema";
import { bearer, signInAs, type SignedInGuest } from "../../support/auth";
import { bookingRequest, postJson } from "../../support/bookings";
import { createProperty } from "../../support/fixtures";
import { call } from "../../support/routes";

import {
  INJECTIONS,
  expectErrorShape,
  expectMailedAsText,
  expectRefusedOrKept,
  fromNewAddress,
  latestMailTo,
  newEmail,
  stayInWeek,
} from "../../support/hostile-input";

/** SQL and script text a guest writes is stored as sent and shown and mailed as text. */

describe("SQL and script text in what a guest writes", () => {
  let week = 0;
  /** A booking of its own week, so that earlier ones never make the dates taken. */
  function bookingOf(propertyId: string, fields: Record<string, unknown>) {
    week += 1;
    return { ...bookingRequest(propertyId, stayInWeek(week)), ...fields };
  }

  it.each(["guestName", "guestPhone", "address", "specialRequests"] as const)(
    "keeps it in a booking's %s exactly as sent, shown and mailed as text, or refuses it with a 400",
    async (field) => {
      const property = await createProperty({ images: 0 });
      const db = await getDb();
      for (const text of INJECTIONS) {
        // A guest of its own each time: one address may hold only 3 unpaid bookings.
        const booker = await signInAs(newEmail("booker"));
        const created = await call(
          "POST",
          "/api/public/bookings",
          bearer(
            booker.token,
            postJson(
              bookingOf(property.id, { guestEmail: booker.guest.email, [field]: text }),
              fromNewAddress(),
            ),
          ),
        );
        await expectRefusedOrKept(created, text, async () => {
          const id = (created.body as { id: string }).id;
          const [stored] = await db.select().from(bookings).where(eq(bookings.id, id));
          expect(stored?.[field], text).toBe(text);
          const shown = await call("GET", `/api/guest/bookings/${id}`, bearer(booker.token));
          if (field === "guestName" || field === "guestPhone") {
            expect((shown.body as Record<string, unknown>)[field], text).toBe(text);
          }
          if (field === "guestName") {
            expectMailedAsText(await latestMailTo(booker.guest.email), text, text);
          }
        });
      }
    },
  );

  it.each(["name", "phone"] as const)(
    "keeps it in a guest's profile %s exactly as sent, or refuses it with a 400",
    async (field) => {
      const profile = await signInAs(newEmail("profile"));
      for (const text of INJECTIONS) {
        const changes = { name: "Profile Guest", phone: null, [field]: text };
        const updated = await call(
          "PATCH",
          "/api/guest/profile",
          bearer(profile.token, { method: "PATCH", body: JSON.stringify(changes) }),
        );
        await expectRefusedOrKept(updated, text, async () => {
          expect((updated.body as Record<string, unknown>)[field], text).toBe(text);
          const read = await call("GET", "/api/guest/profile", bearer(profile.token));
          expect((read.body as Record<string, unknown>)[field], text).toBe(text);
        });
      }
    },
  );

  it("keeps it in the name and phone given at sign-in exactly as sent, and mails none of it", async () => {
    for (const text of INJECTIONS) {
      const email = newEmail("signin");
      const requested = await call(
        "POST",
        "/api/guest/booking/request-code",
        postJson({ email, name: text }, fromNewAddress()),
      );
      const asked = await expectRefusedOrKept(requested, text, async () => {
        const mail = await latestMailTo(email);
        expect(mail?.textBody, text).toMatch(/^Hello,\n/);
        expect(mail?.textBody, text).not.toContain(text);
      });
      if (!asked) continue;
      const signedIn = (await signInAs(email, { name: text, phone: text })) as unknown;
      if ((signedIn as { code?: unknown }).code !== undefined) {
        expectErrorShape(signedIn, text);
        continue;
      }
      expect((signedIn as SignedInGuest).guest, text).toMatchObject({ name: text, phone: text });
      const read = await call(
        "GET",
        "/api/guest/profile",
        bearer((signedIn as SignedInGuest).token),
      );
      expect(read.body, text).toMatchObject({ name: text, phone: text });
    }
  });

  it.each(["name", "subject", "message"] as const)(
    "keeps it in a contact message's %s exactly as sent, mailed to the owner as text, or refuses it with a 400",
    async (field) => {
      const db = await getDb();
      for (const text of INJECTIONS) {
        const email = newEmail("writer");
        const message = {
          name: "Ann Peeters",
          email,
          subject: "A question",
          message: "May we bring a dog?",
          [field]: text,
        };
        const sent = await call("POST", "/api/public/contact", postJson(message, fromNewAddress()));
        await expectRefusedOrKept(sent, text, async () => {
          const [stored] = await db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.email, email));
          expect(stored?.[field], text).toBe(text);
          const [mail] = await db
            .select()
            .from(outboxEmails)
            .where(eq(outboxEmails.replyTo, email));
          expectMailedAsText(mail, text, text);
        });
      }
    },
  );

  it("refuses it as an e-mail address wherever one is asked, with the spec's message", async () => {
    const property = await createProperty({ images: 0 });
    for (const text of INJECTIONS) {
      const answers = {
        booking: await call(
          "POST",
          "/api/public/bookings",
          postJson(bookingOf(property.id, { guestEmail: text }), fromNewAddress()),
        ),
        "sign-in": await call(
          "POST",
          "/api/guest/booking/request-code",
          postJson({ email: text }, fromNewAddress()),
        ),
        contact: await call(
          "POST",
          "/api/public/contact",
          postJson(
            { name: "Ann", email: text, subject: "A question", message: "Hello" },
            fromNewAddress(),
          ),
        ),
        newsletter: await call(
          "POST",
          "/api/public/newsletter",
          postJson({ email: text }, fromNewAddress()),
        ),
      };
      for (const [where, answer] of Object.entries(answers)) {
        expect(answer.status, `${where}: ${text}`).toBe(400);
        expect(answer.body, `${where}: ${text}`).toEqual({
          error: "Valid email is required",
          code: "INVALID_INPUT",
          details: expect.any(Array),
        });
      }
    }
  });

  it("finds a property search's SQL and LIKE wildcards as plain text", async () => {
    const odd = await createProperty({
      images: 0,
      overrides: { name: "O'Brien's 100% Cabin_ by the river" },
    });
    const search = async (text: string) => {
      const answer = await call(
        "GET",
        `/api/public/properties?${new URLSearchParams({ search: text })}`,
      );
      expect(answer.status, text).toBe(200);
      return (answer.body as { id: string }[]).map((property) => property.id);
    };
    for (const text of [...INJECTIONS, "\\", "' OR '1'='1"]) {
      expect(await search(text), text).toEqual([]);
    }
    // Only this home has a literal % or _ anywhere; as wildcards they would match every home.
    for (const text of ["%", "_", "n's 100% Cabin_"]) {
      expect(await search(text), text).toEqual([odd.id]);
    }
  });

  it("leaves a payment alone when a webhook names it with SQL", async () => {
    const db = await getDb();
    const before = await db.select().from(payments).orderBy(payments.id);
    for (const text of INJECTIONS) {
      const answer = await call("POST", "/api/public/payments/webhook", {
        method: "POST",
        body: new URLSearchParams({ id: text }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status, text).toBe(200);
    }
    expect(await db.select().from(payments).orderBy(payments.id)).toEqual(before);
  });

  it("leaves every table in place and whole", async () => {
    const db = await getDb();
    for (const table of ["bookings", "guests", "contact_messages", "payments", "properties"]) {
      const result = await db.execute(sql`SELECT to_regclass(${`public.${table}`}) AS found`);
      const rows = (result as unknown as { rows: { found: string | null }[] }).rows;
      expect(rows[0]?.found, table).toBe(table);
    }
    expect((await db.select().from(bookings)).length).toBeGreaterThan(4);
    expect((await db.select().from(guests)).length).toBeGreaterThan(4);
  });
});
