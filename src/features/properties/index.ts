export * from "./schemas";
export { propertyImageUrl } from "./image-loader";
export { CatalogueView } from "./components/catalogue-view";
export { PropertyDetailView } from "./components/detail";
export * from "./owner-photos";
export { OwnerPhotoManager } from "./components/owner-photo-manager";
