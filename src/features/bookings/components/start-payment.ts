import type { Locale } from "@/i18n/locales";
import { answerWithText, ApiRequestError, apiRequest } from "@/lib/api-client";

// A plain check: zod would put 27 KB on the booking page's first load for one field.
const paymentStartSchema = answerWithText("checkoutUrl");

/**
 * Sends the browser to the payment provider, which sends the guest back to the payment-return
 * page in `locale` (straight there when a gift voucher paid it all); resolves only when the
 * payment could not be started. The one way the guest's pages start a payment.
 */
export async function startPayment(
  bookingId: string,
  locale: Locale,
  voucherCode = "",
): Promise<void> {
  const { checkoutUrl } = await apiRequest(
    `/api/public/payments/start/${encodeURIComponent(bookingId)}`,
    paymentStartSchema,
    {
      method: "POST",
      headers: { "Accept-Language": locale },
      body: voucherCode.trim() ? { voucherCode: voucherCode.trim() } : {},
    },
  );
  window.location.assign(checkoutUrl);
}

/** Why a payment's start refused the gift voucher code the guest typed, in the API's words. */
export function voucherRefusal(error: unknown, voucherCode: string): string | null {
  if (!(error instanceof ApiRequestError) || !voucherCode.trim()) return null;
  return [400, 409, 429].includes(error.status) ? error.message : null;
}
