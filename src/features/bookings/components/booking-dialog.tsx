"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { BookingDialogPanelProps } from "./booking-dialog-panel";

export interface BookingDialogProps extends Omit<
  BookingDialogPanelProps,
  "open" | "onOpenChange" | "opener"
> {
  /** What the button says: 'Book Now' unless given, such as a stay and its price. */
  triggerLabel?: ReactNode;
  /** The button's whole class list (cn() does not override classes); a large button without. */
  triggerClassName?: string;
  /** Opens the dialog when the page loads, as a link to book one stay asks. */
  defaultOpen?: boolean;
}

const loadPanel = () => import("./booking-dialog-panel");

// The dialog with its calendar and checks is fetched when a guest reaches for the button, not
// with the page.
const BookingDialogPanel = dynamic(() => loadPanel().then((m) => m.BookingDialogPanel), {
  ssr: false,
  loading: OpeningNotice,
});

function OpeningNotice() {
  const t = useTranslations("booking");
  return (
    <p role="status" className="sr-only">
      {t("openingForm")}
    </p>
  );
}

/** The 'Book Now' button and its dialog: dates and guests, then on to the booking page. */
export function BookingDialog({
  triggerLabel,
  triggerClassName = buttonVariants({ size: "lg", className: "w-full" }),
  defaultOpen = false,
  ...panel
}: BookingDialogProps) {
  const t = useTranslations("booking");
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  /** How often the dialog was opened; each opening mounts a fresh one. */
  const [openings, setOpenings] = useState(defaultOpen ? 1 : 0);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
        className={triggerClassName}
      >
        {triggerLabel ?? t("bookNow")}
      </button>
      {openings > 0 ? (
        <BookingDialogPanel
          key={openings}
          {...panel}
          open={open}
          onOpenChange={setOpen}
          opener={opener}
        />
      ) : null}
    </>
  );
}
