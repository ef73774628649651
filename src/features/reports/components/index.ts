export { OtherDaysPicker, ReportPicker, ReportView } from "./report-view";
