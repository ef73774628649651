import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_NAMESPACES, omitMessages, pickMessages } from "./client-messages";

/**
 * Gives one page's client components the texts only that page needs (a form's labels and
 * errors), besides those of every page, so other pages do not carry them. `without` leaves out
 * parts of those namespaces that stay on the server or belong to another page.
 */
export async function PageMessages({
  namespaces,
  without = [],
  children,
}: {
  namespaces: readonly string[];
  without?: readonly string[];
  children: ReactNode;
}) {
  const picked = pickMessages(await getMessages(), [...CLIENT_NAMESPACES, ...namespaces]);
  return (
    <NextIntlClientProvider messages={without.length ? omitMessages(picked, without) : picked}>
      {children}
    </NextIntlClientProvider>
  );
}
