import "server-only";
export { buyersGiftVoucher, buyGiftVoucher, giftVoucherSaleReported } from "./sale.server";
export { renderVoucherPdf, voucherFileName } from "./voucher-pdf.server";
