/**
 * Writes src/components/icons/<name>.tsx for each lucide icon named (as lucide-react exports it,
 * e.g. `node scripts/icons.mjs Star Loader2`), from lucide-react's own drawing. The site draws
 * its icons with these modules, not with lucide-react's components: lucide's icon is a client
 * component, so every page that showed one loaded its runtime (docs/decisions/0066).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const folder = join(dirname(fileURLToPath(import.meta.url)), "../src/components/icons");
const lucide = join(dirname(require.resolve("lucide-react/package.json")), "dist/esm");

const kebab = (name) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, "$1-$2")
    .replace(/([A-Z])([0-9])/g, "$1-$2")
    .replace(/([0-9])([A-Z])/g, "$1-$2")
    .toLowerCase();
const camel = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The module lucide-react's index re-exports `name` from. */
async function iconModule(name) {
  const { readFile } = await import("node:fs/promises");
  const index = await readFile(join(lucide, "lucide-react.mjs"), "utf8");
  const line = index.split("\n").find((text) => new RegExp(`default as ${name}[,\\s}]`).test(text));
  const path = line && /from '(\.\/icons\/[\w-]+\.mjs)'/.exec(line)?.[1];
  if (!path) throw new Error(`lucide-react has no icon called ${name}`);
  return import(join(lucide, path));
}

for (const name of process.argv.slice(2)) {
  const { __iconData: data } = await iconModule(name);
  const elements = data.node.map(([tag, attributes]) => {
    const props = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${camel(key)}="${value}"`)
      .join(" ");
    return `      <${tag} ${props} />`;
  });
  const file = `${kebab(name)}.tsx`;
  writeFileSync(
    join(folder, file),
    `// lucide's "${data.name}" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ${name}(props: IconProps) {
  return (
    <Svg {...props}>
${elements.join("\n")}
    </Svg>
  );
}
`,
  );
  console.log(`src/components/icons/${file}`);
}
