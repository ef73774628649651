import "server-only";
export { monthlyFigures, ownerReport } from "./reports.server";
export { exportStays } from "./stays-export.server";
export { yearSummaryPdf } from "./year-pdf.server";
