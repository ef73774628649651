"use client";

import { Suspense, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { onDemand } from "@/lib/on-demand";
import type { BookingDialogIntl } from "./booking-dialog-intl";
import type { BookingDialogPanelProps } from "./booking-dialog-panel";

export interface BookingDialogProps extends Omit<
  BookingDialogPanelProps,
  "open" | "onOpenChange" | "opener" | "messages"
> {
  /** The button's texts and the panel's messages (useBookingDialogIntl). */
  intl: BookingDialogIntl;
  /** What the button says: 'Book Now' unless given, such as a stay and its price. */
  triggerLabel?: ReactNode;
  /** The button's whole class list (cn() does not override classes); a large button without. */
  triggerClassName?: string;
  /** Opens the dialog when the page loads, as a link to book one stay asks. */
  defaultOpen?: boolean;
}

// The dialog with its calendar and checks, and the i18n runtime its texts need, are fetched
// when a guest reaches for the button, not with the page.
const { Component: BookingDialogPanel, preload: loadPanel } = onDemand(() =>
  import("./booking-dialog-panel").then((m) => m.BookingDialogPanel),
);

const noChanges = () => () => {};

/** The 'Book Now' button and its dialog: dates and guests, then on to the booking page. */
export function BookingDialog({
  intl,
  triggerLabel,
  triggerClassName = buttonVariants({ size: "lg", className: "w-full" }),
  defaultOpen = false,
  ...panel
}: BookingDialogProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  /** How often the dialog was opened; each opening mounts a fresh one. */
  const [openings, setOpenings] = useState(defaultOpen ? 1 : 0);
  // The dialog is never in the server's HTML, even when the page opens it at once.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
        className={triggerClassName}
      >
        {triggerLabel ?? intl.texts.bookNow}
      </button>
      {openings > 0 && inBrowser ? (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              {intl.texts.openingForm}
            </p>
          }
        >
          <BookingDialogPanel
            key={openings}
            {...panel}
            messages={intl.messages}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
