import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient as generateClient } from "@hey-api/openapi-ts";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiApp, OPENAPI_PATH } from "@/api/app";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";

/*
 * A client generated from /api/openapi.json (decision 0049) compiles under the project's
 * TypeScript and reaches the API by the operations' names. It is generated into a temporary
 * folder for this file, never kept.
 */

interface Answer {
  data?: unknown;
  response: Response;
}
type Call = (options?: object) => Promise<Answer>;
interface ClientConfig {
  setConfig(config: { baseUrl: string; fetch: typeof fetch }): void;
}
interface GeneratedClient {
  listProperties: Call;
  getProperty: Call;
  quoteStay: Call;
}

/** The calls below as a client's author writes them: they compile only if the types are right. */
const TYPED_CALLS = `
import { getProperty, listProperties, quoteStay } from "./client";

export async function firstHomeQuote(startDate: string, endDate: string): Promise<number | undefined> {
  const list = await listProperties({ query: { search: "Lodge", limit: 10 } });
  const id: string | undefined = list.data?.[0]?.id;
  if (!id) return undefined;
  const home = await getProperty({ path: { id } });
  const name: string | undefined = home.data?.name;
  const quote = await quoteStay({ path: { id }, query: { startDate, endDate } });
  return name === undefined ? undefined : quote.data?.summary.totalPrice;
}
`;

let folder: string;
let sdk: GeneratedClient;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "ardennes-openapi-client-"));
  const response = await apiApp().request(OPENAPI_PATH);
  const document = path.join(folder, "openapi.json");
  writeFileSync(document, await response.text());
  await generateClient({
    input: document,
    output: { path: path.join(folder, "client"), postProcess: [] },
    plugins: ["@hey-api/client-fetch", "@hey-api/sdk", "@hey-api/typescript"],
    logs: { level: "silent" },
  });
  writeFileSync(path.join(folder, "calls.ts"), TYPED_CALLS);
  sdk = (await import(path.join(folder, "client/index.ts"))) as GeneratedClient;
  const { client } = (await import(path.join(folder, "client/client.gen.ts"))) as {
    client: ClientConfig;
  };
  // Into the application itself, as the integration tests call it: no server, no port.
  client.setConfig({
    baseUrl: "http://localhost",
    fetch: (input, init) => Promise.resolve(apiApp().request(new Request(input, init))),
  });
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("a client generated from the API document", () => {
  it("compiles strictly under the project's TypeScript", () => {
    const program = ts.createProgram([path.join(folder, "calls.ts")], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, "\n"));
    expect(problems).toEqual([]);
  });

  it("lists the homes, reads one and quotes a stay in it, by the operations' names", async () => {
    const home = await createProperty({ overrides: { name: "Generated Client Lodge" } });
    const checkIn = upcoming(FRIDAY);

    const list = await sdk.listProperties({ query: { search: "Generated Client" } });
    const one = await sdk.getProperty({ path: { id: home.id } });
    const quote = await sdk.quoteStay({
      path: { id: home.id },
      query: { startDate: checkIn, endDate: addDays(checkIn, 3) },
    });

    expect(list.response.status).toBe(200);
    expect((list.data as { id: string }[]).map(({ id }) => id)).toEqual([home.id]);
    expect(one.response.status).toBe(200);
    expect(one.data).toMatchObject({ id: home.id, name: "Generated Client Lodge" });
    expect(quote.response.status).toBe(200);
    expect(quote.data).toMatchObject({ summary: { nights: 3 } });
  });
});
