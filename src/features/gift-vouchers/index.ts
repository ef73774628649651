export {
  formatVoucherCode,
  isVoucherAmount,
  MAX_VOUCHER_MESSAGE_LENGTH,
  normalizeVoucherCode,
  VOUCHER_AMOUNTS,
  VOUCHER_MESSAGES,
  VOUCHER_MONTHS,
  voucherCodeFrom,
} from "./gift-vouchers";
export {
  GIFT_VOUCHER_STATUSES,
  giftVoucherCheckoutSchema,
  giftVoucherIdSchema,
  giftVoucherRequestSchema,
  giftVoucherSchema,
  VOUCHER_AMOUNT_MESSAGE,
  type GiftVoucherRequest,
  type GiftVoucherView,
} from "./schemas";
export { VOUCHER_SPENDING_LIMITS } from "./limits";
