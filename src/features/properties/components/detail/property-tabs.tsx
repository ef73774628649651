"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

interface PropertyTabsProps {
  details: ReactNode;
  amenities: ReactNode;
  location: ReactNode;
  reviews: ReactNode;
}

/**
 * Every panel stays in the page (hidden when inactive) so the server-rendered details,
 * amenities and reviews are in the HTML and switching tabs never waits.
 */
export function PropertyTabs(panels: PropertyTabsProps) {
  const tabs = [
    { value: "details", label: "Details", panel: panels.details },
    { value: "amenities", label: "Amenities", panel: panels.amenities },
    { value: "location", label: "Location", panel: panels.location },
    { value: "reviews", label: "Reviews", panel: panels.reviews },
  ];
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List
        aria-label="Property details"
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-stone-200)]"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="shrink-0 rounded-t-md border-b-2 border-transparent px-4 py-3 text-sm font-medium text-stone-600 transition-colors hover:text-forest-800 data-[state=active]:border-forest-700 data-[state=active]:text-forest-800"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="rounded-md pt-6 data-[state=inactive]:hidden"
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
