export { PromoCodeField } from "./promo-code-field";
export { OwnerPromoCodes } from "./owner/owner-promo-codes";
