export { PropertyDetailView } from "./property-detail-view";
