import "server-only";

export {
  addCommune,
  addCommuneRule,
  listCommunes,
  removeCommune,
  removeCommuneRule,
} from "./communes.server";
export { declarationCsv, declarationPdf, loadDeclaration } from "./declaration.server";
