import "server-only";
export { promoCodeForQuote, promoCodeForStay, tryPromoCode } from "./promo-codes.server";
export {
  addPromoCode,
  listPromoCodes,
  removePromoCode,
  savePromoCode,
} from "./owner-promo-codes.server";
