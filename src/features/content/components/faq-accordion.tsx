"use client";

import { ChevronDown } from "@/components/icons/chevron-down";
import { useRef, useState, type KeyboardEvent } from "react";
import { Link } from "@/i18n/link";
import { cn } from "@/lib/cn";
import type { FaqItem, FaqLink } from "../faq";

const linkClass =
  "rounded-sm font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900";

function AnswerLink({ link }: { link: FaqLink }) {
  return link.href.startsWith("/") ? (
    <Link href={link.href} className={linkClass}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={cn(linkClass, "[overflow-wrap:anywhere]")}>
      {link.label}
    </a>
  );
}

/** Where the arrow keys, Home and End move focus among the questions (WAI-ARIA accordion). */
function focusTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * One answer open at a time: opening a question closes the one that was open, and a second
 * activation closes it again. Every question is a button, so Tab, Enter and Space just work.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = focusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `faq-${item.id}-question`;
        const panelId = `faq-${item.id}-answer`;
        return (
          <div key={item.id}>
            <h2 className="text-base font-semibold text-stone-900 sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-bark-50 sm:px-6",
                  index === 0 && "rounded-t-xl",
                  index === items.length - 1 && !open && "rounded-b-xl",
                  open && "text-forest-800",
                )}
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "size-5 shrink-0 text-forest-700 motion-safe:transition-transform",
                    open && "rotate-180",
                  )}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="flex flex-col gap-3 px-5 pb-5 text-stone-700 sm:px-6"
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links ? (
                <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <AnswerLink link={link} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
