import "server-only";
import { cookies } from "next/headers";
import { OWNER_SESSION_COOKIE, ownerSession, type OwnerSession } from "./sessions.server";

/** The owner signed in on the page's request, from the session cookie, or null. */
export async function pageOwnerSession(): Promise<OwnerSession | null> {
  return ownerSession((await cookies()).get(OWNER_SESSION_COOKIE)?.value);
}
