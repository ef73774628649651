import { ensureBuild } from "../../scripts/build";

/** The fault tests run the production build, as `npm start` does; build it when stale. */
export function setup(): void {
  ensureBuild();
}
