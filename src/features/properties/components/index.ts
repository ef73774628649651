export { CatalogueView } from "./catalogue-view";
export { PropertyDetailView } from "./detail";
export { OwnerPhotoManager } from "./owner-photo-manager";
export { HomeForm } from "./owner/home-form";
export { HomeActiveToggle } from "./owner/home-active-toggle";
export { OwnerHomesList } from "./owner/owner-homes-list";
export { OwnerSeasonsView } from "./owner/owner-seasons-view";
export { OwnerExtras } from "./owner/owner-extras";
