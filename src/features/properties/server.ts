import "server-only";

export * from "./queries.server";
export * from "./images.server";
export * from "./pages.server";
export * from "./api";
export * from "./owner-photos.server";
