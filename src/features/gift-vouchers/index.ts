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
export {
  EXTENSION_MESSAGES,
  EXTENSION_YEARS,
  extendGiftVoucherSchema,
  latestLastDay,
  OWNER_VOUCHER_STATUSES,
  ownerGiftVoucherListSchema,
  ownerGiftVoucherSchema,
  type ExtendGiftVoucher,
  type OwnerGiftVoucher,
  type OwnerGiftVoucherList,
  type OwnerVoucherStatus,
} from "./owner-gift-vouchers";
