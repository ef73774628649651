"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToToaster, toasterRequested } from "./toast";

const SonnerToaster = dynamic(() => import("sonner").then((m) => m.Toaster), {
  ssr: false,
});

/** The site's one toast region: one toast at a time, 5 s each (spec section 9). */
export function Toaster() {
  const t = useTranslations("errors.notifications");
  const requested = useSyncExternalStore(subscribeToToaster, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      theme="light"
      closeButton
      containerAriaLabel={t("region")}
      toastOptions={{ closeButtonAriaLabel: t("close") }}
    />
  );
}
