import "server-only";

export { ReviewLinkPage } from "./review-link-page";
