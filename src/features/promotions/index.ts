export {
  normalizePromoCode,
  promoMessage,
  promoProblem,
  PROMO_CODE_PATTERN,
  PROMO_MESSAGES,
  type PromoCode,
  type PromoProblem,
  type PromoStay,
} from "./promo-codes";
export {
  CODE_MESSAGE,
  MAX_PROMO_AMOUNT,
  MAX_PROMO_CODES,
  MAX_PROMO_NOTE_LENGTH,
  ownerPromoCodeListSchema,
  ownerPromoCodeSchema,
  promoCodeFormSchema,
  promoCodeIdSchema,
  promoCodeTextSchema,
  type OwnerPromoCode,
  type PromoCodeForm,
} from "./promo-code-schemas";
export { PROMO_LIMITS } from "./limits";
