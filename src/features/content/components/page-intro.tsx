import type { ReactNode } from "react";

/** The opening of a content page: a small label, the page's one h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
  meta,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Shown under the lead, e.g. when a policy was last updated. */
  meta?: ReactNode;
}) {
  return (
    <header className="flex max-w-3xl flex-col gap-3">
      <p className="text-sm font-semibold tracking-[0.2em] text-bark-700 uppercase">{eyebrow}</p>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">{title}</h1>
      <p className="text-lg text-stone-700">{children}</p>
      {meta ? <div className="text-sm text-stone-600">{meta}</div> : null}
    </header>
  );
}
