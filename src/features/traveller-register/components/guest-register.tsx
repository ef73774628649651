"use client";

import { ArrowLeft } from "@/components/icons/arrow-left";
import { ClipboardList } from "@/components/icons/clipboard-list";
import { Lock } from "@/components/icons/lock";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { showToast } from "@/components/ui/toast";
import { useAuthSession } from "@/features/auth/components";
import { Link } from "@/i18n/link";
import { usePageLocale } from "@/i18n/use-page-locale";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { formatLongDate, todayInBrussels } from "@/lib/dates";
import { isUuid } from "@/lib/text";
import { useApiQuery } from "@/lib/use-api-query";
import { TRAVELLER_FIELDS, type TravellerField, type TravellerInput } from "../check";
import type { RegisterView } from "../schemas";
import { registerViewCheck } from "./view-check";
import { RegisterEditor, RegisterList, type EditorTexts } from "./register-editor";

function registerPath(bookingId: string) {
  return `/api/guest/bookings/${encodeURIComponent(bookingId)}/register`;
}

/** The editor's words in the page's language. */
function useEditorTexts(): EditorTexts {
  const t = useTranslations("travellerRegister");
  const fields = Object.fromEntries(
    TRAVELLER_FIELDS.map((field) => [field, t(`fields.${field}`)]),
  ) as Record<TravellerField, string>;
  return {
    traveller: (number) => t("traveller", { number }),
    fields,
    problems: {
      missing: t("problems.missing"),
      tooLong: t("problems.tooLong"),
      birthDate: t("problems.birthDate"),
    },
    add: t("add"),
    remove: (number) => t("remove", { number }),
    save: t("save"),
    saving: t("saving"),
    limit: (max) => t("limit", { max }),
    checkFields: t("checkFields"),
  };
}

function BackToBooking({ bookingId }: { bookingId: string }) {
  const t = useTranslations("travellerRegister");
  return (
    <Link
      href={`/bookings/${encodeURIComponent(bookingId)}`}
      className={buttonVariants({ variant: "ghost", className: "self-start" })}
    >
      <ArrowLeft aria-hidden="true" />
      {t("back")}
    </Link>
  );
}

function RegisterForm({ register, onSaved }: { register: RegisterView; onSaved(): void }) {
  const t = useTranslations("travellerRegister");
  const locale = usePageLocale();
  const texts = useEditorTexts();
  const [saved, setSaved] = useState(register.filledAt !== null);

  async function save(travellers: TravellerInput[]): Promise<string | null> {
    try {
      await apiRequest(registerPath(register.bookingId), registerViewCheck, {
        method: "POST",
        body: { travellers },
      });
      setSaved(true);
      void showToast("success", t("saved"));
      onSaved();
      return null;
    } catch (error) {
      return error instanceof ApiRequestError && error.status !== 500 ? error.message : t("failed");
    }
  }

  if (!register.editable) {
    return (
      <div className="flex flex-col gap-4">
        <p className="flex items-start gap-2 text-sm text-stone-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {register.travellers.length > 0 ? t("closed") : t("notYet")}
        </p>
        {register.travellers.length > 0 ? (
          <RegisterList
            travellers={register.travellers}
            fields={texts.fields}
            formatDate={(date) => formatLongDate(date, locale)}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {saved ? (
        <p role="status" className="text-sm font-medium text-forest-800">
          {t("savedStatus", { count: register.travellers.length })}
        </p>
      ) : null}
      <RegisterEditor
        initial={register.travellers}
        max={register.maxTravellers}
        today={todayInBrussels()}
        texts={texts}
        save={save}
      />
    </div>
  );
}

/** The traveller register's page of a booking, for its signed-in guest. */
export function GuestRegister({ bookingId }: { bookingId: string }) {
  const t = useTranslations("travellerRegister");
  const locale = usePageLocale();
  const session = useAuthSession();
  const [version, setVersion] = useState(0);
  const valid = isUuid(bookingId);
  const load = useApiQuery(
    session.hydrated && session.isAuthenticated && valid
      ? {
          key: `${bookingId}:${version}`,
          load: (signal) => apiRequest(registerPath(bookingId), registerViewCheck, { signal }),
        }
      : null,
  );

  if (
    !valid ||
    (load.status === "error" && load.error instanceof ApiRequestError && load.error.status === 404)
  ) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold text-stone-900">{t("notFound")}</h1>
      </Card>
    );
  }
  if (load.status === "error") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <p role="alert" className="text-lg font-semibold text-stone-900">
          {t("loadFailed")}
        </p>
      </Card>
    );
  }
  if (load.status !== "success") {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  const register = load.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToBooking bookingId={bookingId} />
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
          {t("title")}
        </h1>
        <p className="text-stone-700">
          {t("stay", {
            property: register.propertyName,
            start: formatLongDate(register.startDate, locale),
            end: formatLongDate(register.endDate, locale),
          })}
        </p>
      </div>
      <Card tone="forest">
        <CardContent first className="flex flex-col gap-2 text-sm text-stone-800">
          <p>{t("why")}</p>
          <p>{t("privacy")}</p>
        </CardContent>
      </Card>
      <RegisterForm
        key={version}
        register={register}
        onSaved={() => setVersion((count) => count + 1)}
      />
    </div>
  );
}

/**
 * On the booking's page: whether the register is filled in, and the way to it. For the guest's
 * own confirmed booking until departure, or once filled in.
 */
export function RegisterCard({ bookingId }: { bookingId: string }) {
  const t = useTranslations("travellerRegister");
  const load = useApiQuery({
    key: bookingId,
    load: (signal) => apiRequest(registerPath(bookingId), registerViewCheck, { signal }),
  });
  if (load.status !== "success") return null;
  const register = load.data;
  const count = register.travellers.length;
  if (!register.editable && count === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-serif text-forest-950">
          <ClipboardList aria-hidden="true" className="size-5" />
          {t("title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        <p>{count > 0 ? t("filled", { count }) : t("missing")}</p>
        <Link
          href={`/bookings/${encodeURIComponent(bookingId)}/register`}
          className={buttonVariants({
            variant: count > 0 ? "outline" : "default",
            className: "self-start",
          })}
        >
          {count > 0 ? (register.editable ? t("change") : t("view")) : t("fillIn")}
        </Link>
      </CardContent>
    </Card>
  );
}
