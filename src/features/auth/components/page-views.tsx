"use client";

import dynamic from "next/dynamic";
import { ProfileSkeleton } from "./profile-skeleton";

/*
 * The profile form in a chunk of its own: the feature's index is imported by the site layout (for
 * the account menu), and the pages that do not show the form must not carry it along. The form
 * renders only in the browser (after the session is read), so nothing waits for it to hydrate.
 */
export const ProfileForm = dynamic(() => import("./profile-form").then((m) => m.ProfileForm), {
  loading: ProfileSkeleton,
});
