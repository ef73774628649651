"use client";

import { CalendarDays } from "@/components/icons/calendar-days";
import { CircleCheck } from "@/components/icons/circle-check";
import { Loader2 } from "@/components/icons/loader-2";
import { LogIn } from "@/components/icons/log-in";
import { LogOut } from "@/components/icons/log-out";
import { RotateCw } from "@/components/icons/rotate-cw";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { UserRoundX } from "@/components/icons/user-round-x";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { guestSchema, profileUpdateSchema, type Guest } from "@/features/guests";
import { fieldErrorKeys, type FieldErrorKey } from "@/i18n/field-errors";
import { Link } from "@/i18n/link";
import { authStore, useAuth } from "../auth-store";
import { ProfileSkeleton } from "./profile-skeleton";
import { useSignOut, useSignOutEverywhere } from "./use-sign-out";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useApiQuery } from "@/lib/use-api-query";

/** Marked aria-disabled, not disabled, so keyboard focus stays on the button while saving. */
const busyClass = "aria-disabled:cursor-wait aria-disabled:opacity-70";

function LoadFailed() {
  const t = useTranslations("profile.form");
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
      <p role="alert" className="text-lg font-semibold text-stone-900">
        {t("loadFailed")}
      </p>
      <Button type="button" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {t("tryAgain")}
      </Button>
    </Card>
  );
}

function ProfileNotFound() {
  const t = useTranslations("profile.form");
  const signOut = useSignOut();
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <UserRoundX aria-hidden="true" className="size-10 text-bark-700" />
      <p role="alert" className="text-lg font-semibold text-stone-900">
        {t("notFound")}
      </p>
      {/* The stored session belongs to no guest: end it, or the login page sends the guest back. */}
      <Button type="button" onClick={() => void signOut()}>
        <LogIn aria-hidden="true" />
        {t("goToLogin")}
      </Button>
    </Card>
  );
}

/** Ends every session of the guest, on every device and browser, this one included. */
function SignOutEverywhere() {
  const t = useTranslations("profile.form");
  const signOutEverywhere = useSignOutEverywhere();
  const [state, setState] = useState<"idle" | "working" | "failed">("idle");
  const working = state === "working";

  async function signOut() {
    if (working) return;
    setState("working");
    try {
      await signOutEverywhere();
    } catch {
      setState("failed");
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <h2 className="text-lg font-semibold text-stone-900">{t("devicesHeading")}</h2>
      <p className="text-sm text-stone-700">{t("devicesText")}</p>
      <FormError message={state === "failed" ? t("signOutEverywhereFailed") : null} />
      <Button
        type="button"
        variant="outline"
        aria-disabled={working || undefined}
        className={cn("self-start", busyClass)}
        onClick={() => void signOut()}
      >
        {working ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {t("signOutEverywhere")}
      </Button>
    </Card>
  );
}

function ProfileEditor({ initial }: { initial: Guest }) {
  const t = useTranslations("profile.form");
  const fieldError = useTranslations("errors.fields");
  const [guest, setGuest] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [phone, setPhone] = useState(initial.phone ?? "");
  const [nameError, setNameError] = useState<FieldErrorKey | undefined>();
  const [phoneError, setPhoneError] = useState<FieldErrorKey | undefined>();
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const saving = state === "saving";

  function edited() {
    if (state === "saved" || state === "failed") setState("idle");
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = profileUpdateSchema.safeParse({ name, phone });
    if (!parsed.success) {
      const errors = fieldErrorKeys<"name" | "phone">(parsed.error.issues);
      setNameError(errors.name);
      setPhoneError(errors.phone);
      (errors.name ? nameRef : phoneRef).current?.focus();
      setState("idle");
      return;
    }
    setNameError(undefined);
    setPhoneError(undefined);
    setState("saving");
    try {
      const updated = await apiRequest("/api/guest/profile", guestSchema, {
        method: "PATCH",
        body: parsed.data,
      });
      setGuest(updated);
      setName(updated.name);
      setPhone(updated.phone ?? "");
      // The header shows the guest's name from the stored session.
      authStore.updateGuest(updated);
      setState("saved");
    } catch {
      setState("failed");
    }
  }

  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={save} className="flex flex-col gap-5">
        <Field
          label={t("email")}
          type="email"
          value={guest.email}
          readOnly
          description={t("emailFixed")}
        />
        <Field
          ref={nameRef}
          label={t("fullName")}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
            edited();
          }}
          error={nameError && fieldError(nameError)}
        />
        <Field
          ref={phoneRef}
          label={t("phone")}
          optional={t("optional")}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneError(undefined);
            edited();
          }}
          error={phoneError && fieldError(phoneError)}
        />

        {/* Always present, so screen readers announce the message when it appears. */}
        <div role="status" aria-live="polite">
          {state === "saved" ? (
            <p className="flex items-start gap-2 rounded-md border border-forest-200 bg-forest-50 px-3 py-2 text-sm text-forest-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("saved")}
            </p>
          ) : null}
        </div>
        <FormError message={state === "failed" ? t("saveFailed") : null} />

        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" aria-disabled={saving || undefined} className={busyClass}>
            {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {saving ? t("saving") : t("save")}
          </Button>
          <Link href="/bookings" className={buttonVariants({ variant: "outline" })}>
            <CalendarDays aria-hidden="true" />
            {t("viewBookings")}
          </Link>
        </div>
      </form>
    </Card>
  );
}

const isMissing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The signed-in guest's own details, with name and phone editable. */
export function ProfileForm() {
  const hasGuest = useAuth((state) => state.guest !== null);
  const load = useApiQuery(
    hasGuest
      ? {
          key: "guest-profile",
          load: async (signal) => {
            const guest = await apiRequest("/api/guest/profile", guestSchema, { signal });
            authStore.updateGuest(guest);
            return guest;
          },
        }
      : null,
  );

  if (!hasGuest) return <ProfileNotFound />;
  switch (load.status) {
    case "idle":
    case "loading":
      return <ProfileSkeleton />;
    case "error":
      return isMissing(load.error) ? <ProfileNotFound /> : <LoadFailed />;
    case "success":
      return (
        <>
          <ProfileEditor initial={load.data} />
          <SignOutEverywhere />
        </>
      );
  }
}
