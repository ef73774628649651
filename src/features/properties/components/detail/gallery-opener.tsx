"use client";

import type { AbstractIntlMessages } from "next-intl";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { onDemand } from "@/lib/on-demand";
import type { GalleryImage } from "./gallery-image";

// The full-screen gallery is fetched when a guest reaches for a photo, not with the page.
const { Component: GalleryDialog, preload: loadGalleryDialog } = onDemand(() =>
  import("./gallery-dialog").then((m) => m.GalleryDialog),
);

/** The button in the mosaic a pointer or focus event came from: its photo's index. */
function photoButtonOf(event: Event): HTMLElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLElement>("[data-photo-index]")
    : null;
}

/**
 * Opens the full-screen gallery on the photo whose button (`data-photo-index`) in `children` was
 * clicked. The mosaic itself is the server's HTML: only this listener and the dialog run here.
 */
export function GalleryOpener({
  propertyName,
  images,
  openingText,
  messages,
  className,
  children,
}: {
  propertyName: string;
  images: GalleryImage[];
  /** Said to screen readers while the gallery's code arrives. */
  openingText: string;
  /** The gallery's messages, for when it has loaded. */
  messages: AbstractIntlMessages;
  className: string;
  children: ReactNode;
}) {
  const mosaic = useRef<HTMLDivElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  /** Once opened, the gallery stays mounted, so that closing it can hand focus back. */
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const element = mosaic.current;
    if (!element) return;
    const open = (event: MouseEvent) => {
      const button = photoButtonOf(event);
      if (!button) return;
      setOpened(true);
      setOpenIndex(Number(button.dataset.photoIndex));
    };
    const preload = (event: Event) => {
      if (photoButtonOf(event)) loadGalleryDialog();
    };
    element.addEventListener("click", open);
    element.addEventListener("pointerover", preload);
    element.addEventListener("focusin", preload);
    return () => {
      element.removeEventListener("click", open);
      element.removeEventListener("pointerover", preload);
      element.removeEventListener("focusin", preload);
    };
  }, []);

  return (
    <>
      <div ref={mosaic} className={className}>
        {children}
      </div>
      {opened ? (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              {openingText}
            </p>
          }
        >
          <GalleryDialog
            messages={messages}
            propertyName={propertyName}
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
