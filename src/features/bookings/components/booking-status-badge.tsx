import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { BookingStatus } from "../views";

/*
 * Not a client module: the back office renders it on the server (in English, as its requests
 * carry no language), the guest pages' client components in the page's language.
 */

const STATUS_TONES = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  cancelled: "grey",
  payment_pending: "blue",
  paid: "green",
} as const satisfies Record<BookingStatus, string>;

/** The booking's status; payment_pending is blue in the list and orange on the details page. */
export function BookingStatusBadge({
  status,
  place = "list",
}: {
  status: BookingStatus;
  place?: "list" | "details";
}) {
  const t = useTranslations("bookings.status");
  const tone =
    place === "details" && status === "payment_pending" ? "orange" : STATUS_TONES[status];
  return <Badge tone={tone}>{t(status)}</Badge>;
}
