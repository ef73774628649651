export { RETENTION } from "./retention";
