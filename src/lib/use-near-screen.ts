import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within 300 px of the visible part of the page: about a second of
 * scrolling on a phone ahead of it, time enough for what it shows to load (a part of a page whose
 * code loads only when the guest gets near it).
 */
export function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}
