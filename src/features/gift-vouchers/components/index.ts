export { GiftVoucherPage, GiftVoucherReturnPage } from "./gift-voucher-page";
export { VoucherCodeField } from "./voucher-code-field";
