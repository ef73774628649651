import { cn } from "@/lib/cn";
import { PHOTO_WIDTHS, propertyImageUrl } from "../image-loader";

/** next/image's narrowest screen (next.config.ts's first `deviceSizes`). */
const NARROWEST_SCREEN = 640;

/**
 * The widths worth offering for `sizes`: next/image's rule (every width from the smallest
 * share of the screen the photo takes times the narrowest screen), so browsers pick as before.
 */
function widthsFor(sizes: string): readonly number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (shares.length === 0) return PHOTO_WIDTHS;
  const smallest = NARROWEST_SCREEN * (Math.min(...shares) / 100);
  return PHOTO_WIDTHS.filter((width) => width >= smallest);
}

/**
 * A home's photo filling its box (which is `relative`), as a plain `<img>` with a `srcset`
 * of the images endpoint's widths. Rendered where it is, it adds no script to the page:
 * next/image's component would add its own to every page with a photo.
 */
export function Photo({
  imageId,
  alt,
  sizes,
  eager = false,
  priority = false,
  className,
}: {
  imageId: string;
  alt: string;
  sizes: string;
  /** In the first screen: loaded at once, not when scrolled near. */
  eager?: boolean;
  /** The page's largest paint: fetched before other images. */
  priority?: boolean;
  className?: string;
}) {
  const url = propertyImageUrl(imageId);
  const widths = widthsFor(sizes);
  return (
    <img
      src={`${url}?w=${widths[widths.length - 1]}`}
      srcSet={widths.map((width) => `${url}?w=${width} ${width}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("absolute inset-0 size-full text-transparent", className)}
    />
  );
}
