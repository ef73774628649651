"use client";

import { Suspense, useEffect, useRef, useState } from "react";
import { onDemand } from "@/lib/on-demand";
import type { LocationMapProps } from "./location-map";

// Leaflet touches `window` when it loads: the map renders only once its box is displayed, which
// only ever happens in the browser.
const { Component: LocationMap, preload: preloadMap } = onDemand(() =>
  import("./location-map").then((m) => m.LocationMap),
);

/**
 * Shows the map once its box is displayed (a hidden tab has no size), so Leaflet only ever starts
 * on a box it can measure. The map's code is fetched when a guest reaches for the tab that shows
 * it (hover or focus), or else when the box is displayed.
 */
export function LocationMapLoader({
  label,
  loadingText,
  ...map
}: LocationMapProps & { label: string; loadingText: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [displayed, setDisplayed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver((entries) => {
      if (entries.some(({ contentRect }) => contentRect.width > 0 && contentRect.height > 0)) {
        setDisplayed(true);
        observer.disconnect();
      }
    });
    observer.observe(box);
    // The tab that shows the map: its panel is labelled by it.
    const tabId = box.closest('[role="tabpanel"]')?.getAttribute("aria-labelledby");
    const tab = tabId ? document.getElementById(tabId) : null;
    tab?.addEventListener("pointerenter", preloadMap);
    tab?.addEventListener("focus", preloadMap);
    return () => {
      observer.disconnect();
      tab?.removeEventListener("pointerenter", preloadMap);
      tab?.removeEventListener("focus", preloadMap);
    };
  }, []);

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={label}
      data-testid="property-map"
      className="relative isolate h-80 overflow-hidden rounded-xl border border-stone-200 bg-bark-100 sm:h-96"
    >
      {/* Under the map, which covers it once Leaflet has drawn. */}
      <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
        {loadingText}
      </p>
      {displayed ? (
        <Suspense>
          <LocationMap {...map} />
        </Suspense>
      ) : null}
    </div>
  );
}
