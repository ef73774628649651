import { register } from "node:module";

/*
 * For command-line scripts that call feature code: `server-only` guards bundles against reaching
 * the browser, and a script on the server is no such bundle. Resolves it to an empty module.
 */
register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`),
);
