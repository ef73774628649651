import "server-only";

export * from "./queries.server";
export * from "./images.server";
export * from "./pages.server";
export * from "./api";
export * from "./owner-photos.server";
export {
  addAmenity,
  addFeature,
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
  removeSeason,
  saveSeason,
} from "./owner-seasons.server";
export * from "./owner-season-schemas";
