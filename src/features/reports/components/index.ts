export { ReportPicker, ReportView } from "./report-view";
