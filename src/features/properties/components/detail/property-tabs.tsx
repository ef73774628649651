"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

type TabName = "details" | "amenities" | "location" | "reviews";

type PropertyTabsProps = Record<TabName, ReactNode> & {
  /** The tab list's name and the tabs' names, in the page's language (from the server). */
  label: string;
  labels: Record<TabName, string>;
};

/**
 * Every panel stays in the page (hidden when inactive) so the server-rendered details,
 * amenities and reviews are in the HTML and switching tabs never waits.
 */
export function PropertyTabs({ label, labels, ...panels }: PropertyTabsProps) {
  const tabs = (["details", "amenities", "location", "reviews"] as const).map((value) => ({
    value,
    label: labels[value],
    panel: panels[value],
  }));
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List
        aria-label={label}
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
