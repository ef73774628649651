import { Button } from "@/components/ui/button";

/** Stands in for the booking dialog's trigger until online booking opens. */
export function BookNowButton() {
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" size="lg" className="w-full" disabled aria-describedby="book-now-help">
        Book Now
      </Button>
      <p id="book-now-help" className="text-center text-sm text-stone-600">
        Online booking opens soon.
      </p>
    </div>
  );
}
