import { ArrowRight, Compass } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** The 404 message, the same inside the site layout and in the bare frame for unknown URLs. */
export function NotFoundNotice() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-[0.2em] text-bark-700 uppercase">Error 404</p>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="text-lg text-stone-700">
        This path leads nowhere: the page may have moved, or the address may be mistyped. Our homes
        are still where you left them.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/properties" className={buttonVariants({ size: "lg" })}>
          Browse the homes
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link href="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
