import "server-only";
export { buyersGiftVoucher, buyGiftVoucher, giftVoucherSaleReported } from "./sale.server";
export { takeFromVoucher, tryVoucherCode, voucherIdOf } from "./spending.server";
export { renderVoucherPdf, voucherFileName } from "./voucher-pdf.server";
export {
  extendGiftVoucher,
  listGiftVouchers,
  refundGiftVoucher,
} from "./owner-gift-vouchers.server";
