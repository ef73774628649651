export * from "./schemas";
export { propertyImageUrl } from "./image-loader";
export { CatalogueView } from "./components/catalogue-view";
export { PropertyDetailView } from "./components/detail";
export * from "./owner-photos";
export { OwnerPhotoManager } from "./components/owner-photo-manager";
export { HomeForm } from "./components/owner/home-form";
export { HomeActiveToggle } from "./components/owner/home-active-toggle";
export { OwnerHomesList } from "./components/owner/owner-homes-list";
