export { PromoCodeField } from "./promo-code-field";
