import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Locale } from "@/i18n/locales";
import { guests } from "@/db/schema";
import { clock } from "@/lib/clock";
import { notFound } from "@/lib/http";
import type { Guest } from "./schemas";

const guestColumns = { id: guests.id, name: guests.name, email: guests.email, phone: guests.phone };

export async function getGuestProfile(guestId: string): Promise<Guest> {
  const db = await getDb();
  const [guest] = await db.select(guestColumns).from(guests).where(eq(guests.id, guestId));
  if (!guest) throw notFound("Profile");
  return guest;
}

/**
 * Name and phone, and the language the guest saved them in (their mail's from then on): the
 * e-mail is who the guest is and cannot be changed.
 */
export async function updateGuestProfile(
  guestId: string,
  profile: { name: string; phone: string | null; locale: Locale },
): Promise<Guest> {
  const db = await getDb();
  const [guest] = await db
    .update(guests)
    .set({
      name: profile.name,
      phone: profile.phone,
      locale: profile.locale,
      updatedAt: clock.now(),
    })
    .where(eq(guests.id, guestId))
    .returning(guestColumns);
  if (!guest) throw notFound("Profile");
  return guest;
}
