import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";

type TabName = "details" | "amenities" | "location" | "reviews";

type PropertyTabsProps = Record<TabName, ReactNode> & {
  /** The tab list's name and the tabs' names, in the page's language. */
  label: string;
  labels: Record<TabName, string>;
};

const TAB_NAMES = ["details", "amenities", "location", "reviews"] as const;

/**
 * Every panel stays in the page (hidden when inactive) so the server-rendered details,
 * amenities and reviews are in the HTML and switching tabs never waits.
 */
export function PropertyTabs({ label, labels, ...panels }: PropertyTabsProps) {
  return (
    <Tabs defaultValue="details">
      <TabList
        label={label}
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-stone-200)]"
      >
        {TAB_NAMES.map((name) => (
          <Tab
            key={name}
            value={name}
            className="shrink-0 rounded-t-md border-b-2 border-transparent px-4 py-3 text-sm font-medium text-stone-600 transition-colors hover:text-forest-800 data-[state=active]:border-forest-700 data-[state=active]:text-forest-800"
          >
            {labels[name]}
          </Tab>
        ))}
      </TabList>
      {TAB_NAMES.map((name) => (
        <TabPanel key={name} value={name} className="rounded-md pt-6">
          {panels[name]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
