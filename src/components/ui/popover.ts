/**
 * Where a header's popover (the language list, the profile menu) opens: under its button,
 * right edges aligned, where the browser can anchor a popover to the button that opened it
 * (CSS anchor positioning); else under the header's right end. No breakpoint classes here:
 * they would come after the supports-[] ones in the style sheet and move the anchored popover.
 */
export const popoverUnderButton =
  "fixed inset-auto top-16 right-2 m-0 supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mt-2 supports-[position-area:bottom]:[position-area:bottom_span-left]";
