export { GiftVoucherPage, GiftVoucherReturnPage } from "./gift-voucher-page";
