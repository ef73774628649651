import { Toaster as SonnerToaster } from "sonner";

/** The site's one toast region: one toast at a time, 5 s each (spec section 9). */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      theme="light"
      closeButton
      containerAriaLabel="Notifications"
    />
  );
}
