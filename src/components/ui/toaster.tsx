"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToaster, toasterRequested } from "./toast";

// Requested only in the browser, so never in the server's HTML.
const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * The site's one toast region: one toast at a time, 5 s each (spec section 9). `texts` name the
 * region and the close button, in the page's language.
 */
export function Toaster({ texts }: { texts: { region: string; close: string } }) {
  const requested = useSyncExternalStore(subscribeToToaster, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense>
      <SonnerToaster
        position="bottom-right"
        visibleToasts={1}
        duration={5000}
        theme="light"
        closeButton
        containerAriaLabel={texts.region}
        toastOptions={{ closeButtonAriaLabel: texts.close }}
      />
    </Suspense>
  );
}
