import { requireGuest } from "@/features/auth/server";
import { profileUpdateSchema } from "@/features/guests";
import { getGuestProfile, updateGuestProfile } from "@/features/guests/server";
import { apiRoute, json, parseJsonBody } from "@/lib/http";

export const GET = apiRoute(async (request) => {
  const guest = await requireGuest(request);
  return json(await getGuestProfile(guest.id));
});

export const PATCH = apiRoute(async (request) => {
  const guest = await requireGuest(request);
  const profile = await parseJsonBody(profileUpdateSchema, request);
  return json(await updateGuestProfile(guest.id, profile));
});
