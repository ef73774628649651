"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./button";

/**
 * A field kept behind a link such as 'Have a promo code?'. Opened by the user's click, the
 * field takes the focus: it is where they type next. Opened from the start, it leaves focus be.
 */
export function useReveal<T extends HTMLElement>(openFromStart: boolean) {
  const [open, setOpen] = useState(openFromStart);
  const [opened, setOpened] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (opened) ref.current?.focus();
  }, [opened]);
  function reveal() {
    setOpen(true);
    setOpened(true);
  }
  return { open, ref, reveal };
}

/** The link that opens a hidden field. */
export function RevealButton({
  icon,
  children,
  onReveal,
}: {
  icon: ReactNode;
  children: ReactNode;
  onReveal(): void;
}) {
  return (
    <Button
      type="button"
      variant="link"
      size="inline"
      className="h-10 self-start py-2"
      onClick={onReveal}
    >
      {icon}
      {children}
    </Button>
  );
}
