import "server-only";

export * from "./queries.server";
export * from "./images.server";
export * from "./pages.server";
export * from "./api";
export * from "./owner-photos.server";
export {
  addAmenity,
  addFeature,
  countHomes,
  createHome,
  getOwnerCatalogue,
  getOwnerHome,
  listOwnerHomes,
  saveHome,
  setHomeActive,
} from "./owner-homes.server";
export * from "./owner-home-schemas";
export {
  addSeason,
  copySeason,
  listSeasons,
  loadOwnerSeasonsPage,
  removeSeason,
  saveSeason,
} from "./owner-seasons.server";
export * from "./owner-season-schemas";
export { addExtra, listExtras, orderExtras, removeExtra, saveExtra } from "./owner-extras.server";
export * from "./owner-extra-schemas";
export type { OwnerSeasonsPage } from "./owner-seasons.server";
