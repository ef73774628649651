import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** `forest`: a card that stands out from its neighbours, such as what to do next. */
export function Card({
  className,
  tone = "white",
  ...props
}: ComponentProps<"div"> & { tone?: "white" | "forest" }) {
  return (
    <div
      className={cn(
        "rounded-xl border shadow-sm",
        tone === "forest" ? "border-forest-200 bg-forest-50" : "border-stone-200 bg-white",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/** `large`: the one title of a page that is all card, such as a confirmation. */
export function CardTitle({
  className,
  large = false,
  ...props
}: ComponentProps<"h2"> & { large?: boolean }) {
  return (
    <h2
      className={cn(large ? "text-2xl" : "text-xl", "leading-tight font-semibold", className)}
      {...props}
    />
  );
}

/** `first`: a card without a header, whose content needs the top padding the header gives. */
export function CardContent({
  className,
  first = false,
  ...props
}: ComponentProps<"div"> & { first?: boolean }) {
  return <div className={cn(first ? "p-6" : "p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-2 p-6 pt-0", className)} {...props} />;
}
