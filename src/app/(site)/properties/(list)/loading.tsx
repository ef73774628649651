import { Skeleton } from "@/components/ui/skeleton";

const PLACEHOLDER_CARDS = 3;

export default function PropertiesLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col">
      <span className="sr-only">Loading properties…</span>
      <div aria-hidden="true" className="bg-forest-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-20 pb-36 sm:px-6 sm:pt-28 sm:pb-48 lg:px-8">
          <Skeleton className="h-4 w-56 bg-forest-800" />
          <Skeleton className="h-12 w-full max-w-2xl bg-forest-800" />
          <Skeleton className="h-6 w-full max-w-xl bg-forest-800" />
          <Skeleton className="h-11 w-40 bg-forest-800" />
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <Skeleton className="mb-8 h-9 w-64" />
        <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li
              key={index}
              data-testid="property-card-skeleton"
              className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
            >
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <div className="flex flex-col gap-3 p-5">
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
                <div className="flex justify-between border-t border-stone-100 pt-3">
                  <Skeleton className="h-4 w-16" />
                  <Skeleton className="h-4 w-24" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
