"use client";

import { X } from "@/components/icons/x";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The guest site's modal dialog: its title and description, a close button, and the caller's
 * body and footer; focus goes back to the button that opened it.
 */
export function GuestDialog({
  open,
  onOpenChange,
  opener,
  title,
  description,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog, which gets keyboard focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Without a Dialog.Trigger radix would not know where focus goes back to.
            event.preventDefault();
            opener.current?.focus();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl focus:outline-none",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
                {title}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label={closeLabel}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it is in, as its own button. */
export const GuestDialogClose = Dialog.Close;
