"use client";

import { ChevronLeft } from "@/components/icons/chevron-left";
import { ChevronRight } from "@/components/icons/chevron-right";
import { X } from "@/components/icons/x";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { withLoadedMessages } from "@/components/loaded-messages";
import { cn } from "@/lib/cn";
import { Photo } from "../photo";
import { altTextOf, type GalleryImage } from "./gallery-image";

interface GalleryDialogProps {
  propertyName: string;
  images: GalleryImage[];
  /** The photo shown; null while the dialog is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

// These buttons sit on the photo, which may be as light as the white outline: a dark ring
// between button and outline keeps the focus visible on any image.
const navButtonClass =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-lg transition-colors hover:bg-white focus-visible:ring-2 focus-visible:ring-stone-950 focus-visible:outline-white";

function Gallery({ propertyName, images, index, onIndexChange, onClose }: GalleryDialogProps) {
  const t = useTranslations("property.gallery");
  const total = images.length;
  // Without a Dialog.Trigger radix has nothing to return focus to, so the opener is kept here.
  const openerRef = useRef<HTMLElement | null>(null);
  const current = index === null ? undefined : images[index];
  const wrap = (next: number) => onIndexChange((next + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (index === null || total < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      wrap(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      wrap(index - 1);
    }
  }

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            openerRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          {current !== undefined && index !== null ? (
            <>
              <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
                <Dialog.Title className="min-w-0 flex-1 truncate font-serif text-lg font-semibold">
                  {propertyName}
                </Dialog.Title>
                <p aria-live="polite" className="text-sm text-stone-300 tabular-nums">
                  <span className="sr-only">{t("photo")} </span>
                  <span>
                    {index + 1}/{total}
                  </span>
                </p>
                <Dialog.Close
                  aria-label={t("close")}
                  className="inline-flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
                >
                  <X aria-hidden="true" className="size-6" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{t("description")}</Dialog.Description>
              <div className="relative min-h-0 flex-1">
                <Photo
                  key={current.id}
                  imageId={current.id}
                  alt={altTextOf(current, index, propertyName, t)}
                  sizes="100vw"
                  eager
                  className="object-contain"
                />
                {total > 1 ? (
                  <>
                    <button
                      type="button"
                      onClick={() => wrap(index - 1)}
                      aria-label={t("previous")}
                      className={cn(navButtonClass, "left-3 sm:left-6")}
                    >
                      <ChevronLeft aria-hidden="true" className="size-6" />
                    </button>
                    <button
                      type="button"
                      onClick={() => wrap(index + 1)}
                      aria-label={t("next")}
                      className={cn(navButtonClass, "right-3 sm:right-6")}
                    >
                      <ChevronRight aria-hidden="true" className="size-6" />
                    </button>
                  </>
                ) : null}
              </div>
              {current.description ? (
                <p className="px-4 pt-3 text-center text-sm text-stone-300 sm:px-6">
                  {current.description}
                </p>
              ) : null}
              <ThumbnailStrip
                propertyName={propertyName}
                images={images}
                index={index}
                onSelect={onIndexChange}
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ThumbnailStripProps {
  propertyName: string;
  images: GalleryImage[];
  index: number;
  onSelect(index: number): void;
}

function ThumbnailStrip({ propertyName, images, index, onSelect }: ThumbnailStripProps) {
  const t = useTranslations("property.gallery");
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    stripRef.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index]);

  return (
    <ul
      ref={stripRef}
      aria-label={t("photos")}
      className="flex shrink-0 gap-2 overflow-x-auto px-4 py-3 sm:justify-center sm:px-6"
    >
      {images.map((image, i) => (
        <li key={image.id} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-label={t("show", {
              number: i + 1,
              description: altTextOf(image, i, propertyName, t),
            })}
            aria-current={i === index ? "true" : undefined}
            className={cn(
              "relative block h-14 w-20 overflow-hidden rounded-md ring-2 transition hover:opacity-100 focus-visible:outline-white sm:h-16 sm:w-24",
              i === index ? "opacity-100 ring-white" : "opacity-60 ring-transparent",
            )}
          >
            <Photo imageId={image.id} alt="" sizes="96px" className="object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The full-screen gallery, with its messages: it loads after the page, which has none. */
export const GalleryDialog = withLoadedMessages(Gallery);
