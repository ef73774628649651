"use client";

import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from "react";

interface TabsState {
  id: string;
  value: string;
  select(value: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error("Tab, TabList and TabPanel belong inside Tabs");
  return tabs;
}

/**
 * Tabs as WAI-ARIA's pattern has them: arrow keys, Home and End move between the tabs and show
 * each one's panel (automatic activation), and Tab leaves the list for the panel. Every panel
 * stays rendered, hidden while another is shown, so what the server rendered is in the HTML and
 * a form keeps the fields of every panel. `value` and `onValueChange` control it from outside.
 */
export function Tabs({
  defaultValue,
  value,
  onValueChange,
  children,
}: {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? "");
  const state: TabsState = {
    id,
    value: value ?? own,
    select(next) {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
  };
  // One box around the list and the panels, so they sit together in a flex or grid parent.
  return (
    <TabsContext value={state}>
      <div>{children}</div>
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    next?.focus();
    next?.click();
  }
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}

/** A tab; `data-state` is "active" on the shown one, for its style. */
export function Tab({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${value}`}
      aria-controls={`${tabs.id}-panel-${value}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={className}
    >
      {children}
    </button>
  );
}

export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${value}`}
      aria-labelledby={`${tabs.id}-tab-${value}`}
      hidden={tabs.value !== value}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
