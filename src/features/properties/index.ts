export * from "./schemas";
export { propertyImageUrl } from "./image-loader";
export * from "./owner-photos";
