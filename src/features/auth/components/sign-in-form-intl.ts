import { useMessages, useTranslations, type AbstractIntlMessages } from "next-intl";
import { useMemo } from "react";
import { FIELD_ERROR_KEYS, type FieldErrorKey } from "@/i18n/field-errors";
import { pickMessages } from "@/i18n/client-messages";

/**
 * What the sign-in form says: the request step's texts, said by the server or the page's
 * provider, and the messages of the verify step, which loads when a code has been sent. A hook of
 * both worlds, like useBookingDialogIntl.
 */
export interface SignInFormIntl {
  texts: {
    requestHeading: string;
    fullName: string;
    email: string;
    phone: string;
    optional: string;
    note: string;
    send: string;
    sending: string;
    requestFailed: string;
    verifyFailed: string;
    fields: Record<FieldErrorKey, string>;
  };
  messages: AbstractIntlMessages;
}

export function useSignInFormIntl(): SignInFormIntl {
  const t = useTranslations("auth.signIn");
  const fieldError = useTranslations("errors.fields");
  const messages = useMessages();
  return useMemo(
    () => ({
      texts: {
        requestHeading: t("requestHeading"),
        fullName: t("fullName"),
        email: t("email"),
        phone: t("phone"),
        optional: t("optional"),
        note: t("note"),
        send: t("send"),
        sending: t("sending"),
        requestFailed: t("requestFailed"),
        verifyFailed: t("verifyFailed"),
        fields: Object.fromEntries(FIELD_ERROR_KEYS.map((key) => [key, fieldError(key)])) as Record<
          FieldErrorKey,
          string
        >,
      },
      messages: pickMessages(messages, ["auth.signIn", "errors.fields"]),
    }),
    [t, fieldError, messages],
  );
}
