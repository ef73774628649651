import { ChevronDown } from "@/components/icons/chevron-down";
import { CircleUserRound } from "@/components/icons/circle-user-round";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function profileButtonClass(): string {
  return cn(
    buttonVariants({ variant: "soft", size: null }),
    "h-9 gap-1.5 px-2 text-sm whitespace-nowrap aria-expanded:bg-forest-50 sm:px-3",
  );
}

/** What the profile menu's button shows: an icon, and the guest's name on wider screens. */
export function ProfileButtonContent({ label }: { label: string }) {
  return (
    <>
      <CircleUserRound aria-hidden="true" className="text-forest-700" />
      {/* Narrow screens show the icon only; the name stays the button's accessible name. */}
      <span className="hidden max-w-[10rem] truncate sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
      <ChevronDown aria-hidden="true" className="text-stone-500" />
    </>
  );
}
