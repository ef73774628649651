export {
  formatVoucherCode,
  isVoucherAmount,
  MAX_VOUCHER_MESSAGE_LENGTH,
  normalizeVoucherCode,
  VOUCHER_AMOUNTS,
  VOUCHER_MONTHS,
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
