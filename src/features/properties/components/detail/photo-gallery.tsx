import { ImageOff } from "@/components/icons/image-off";
import { Images } from "@/components/icons/images";
import { useMessages, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { pickMessages } from "@/i18n/client-messages";
import { cn } from "@/lib/cn";
import { Photo } from "../photo";
import { GalleryOpener } from "./gallery-opener";
import { altTextOf, type GalleryImage } from "./gallery-image";

/** The page shows the first image large and up to four more beside it. */
const SHOWN_IMAGES = 5;

/** Desktop mosaic: the thumbnails share the right half, whatever their number. */
function thumbnailSpan(thumbnailCount: number, position: number): string {
  if (thumbnailCount === 1) return "sm:col-span-2 sm:row-span-2";
  if (thumbnailCount === 2) return "sm:col-span-2";
  if (thumbnailCount === 3 && position === 0) return "sm:col-span-2";
  return "";
}

function thumbnailSizes(thumbnailCount: number, position: number): string {
  return thumbnailSpan(thumbnailCount, position) === ""
    ? "(min-width: 1152px) 288px, 25vw"
    : "(min-width: 1152px) 576px, (min-width: 640px) 50vw, 25vw";
}

interface PhotoGalleryProps {
  propertyName: string;
  images: GalleryImage[];
}

export function PhotoGallery({ propertyName, images }: PhotoGalleryProps) {
  const t = useTranslations("property.gallery");
  const messages = useMessages();

  if (images.length === 0) {
    return (
      <div className="flex h-56 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-bark-200 bg-bark-100 text-stone-600 sm:h-72">
        <ImageOff aria-hidden="true" className="size-8" />
        <p>{t("noImages")}</p>
      </div>
    );
  }

  const shown = images.slice(0, SHOWN_IMAGES);
  const thumbnailCount = shown.length - 1;

  return (
    <GalleryOpener
      propertyName={propertyName}
      images={images}
      openingText={t("opening")}
      messages={pickMessages(messages, ["property.gallery"])}
      className={cn(
        "relative grid grid-cols-4 gap-2",
        thumbnailCount > 0 && "sm:h-[26rem] sm:grid-rows-2 lg:h-[30rem]",
      )}
    >
      {shown.map((image, index) => {
        const isMain = index === 0;
        return (
          <button
            key={image.id}
            type="button"
            data-photo-index={index}
            aria-label={t("open", {
              number: index + 1,
              total: images.length,
              description: altTextOf(image, index, propertyName, t),
            })}
            className={cn(
              "group relative overflow-hidden rounded-xl bg-stone-200",
              !isMain
                ? "col-span-1 aspect-square sm:aspect-auto"
                : thumbnailCount > 0
                  ? "col-span-4 aspect-[4/3] sm:col-span-2 sm:row-span-2 sm:aspect-auto"
                  : "col-span-4 aspect-[4/3] sm:aspect-[16/7]",
              !isMain && thumbnailSpan(thumbnailCount, index - 1),
            )}
          >
            <Photo
              imageId={image.id}
              alt={altTextOf(image, index, propertyName, t)}
              sizes={
                isMain
                  ? "(min-width: 1152px) 576px, (min-width: 640px) 50vw, 100vw"
                  : thumbnailSizes(thumbnailCount, index - 1)
              }
              eager={isMain}
              priority={isMain}
              className="object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            />
          </button>
        );
      })}
      {images.length > SHOWN_IMAGES ? (
        <Button
          type="button"
          data-photo-index={0}
          variant="onPhoto"
          size="sm"
          className="absolute right-3 bottom-3"
        >
          <Images aria-hidden="true" />
          {t("viewAll")}
        </Button>
      ) : null}
    </GalleryOpener>
  );
}
