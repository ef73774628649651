export { OwnerCommunes } from "./owner-communes";
