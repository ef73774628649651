// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useApiQuery, type ApiQuery, type ApiQueryState } from "./use-api-query";

// Tells React that updates are awaited through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A load the test answers by hand, remembering the signal it was given. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let root: Root;
let seen: ApiQueryState<string>[];

function Probe({ query }: { query: ApiQuery<string> | null }) {
  seen.push(useApiQuery(query));
  return null;
}

async function render(query: ApiQuery<string> | null) {
  await act(async () => root.render(createElement(Probe, { query })));
}

const last = () => seen.at(-1);

beforeEach(() => {
  seen = [];
  root = createRoot(document.createElement("div"));
});

afterEach(async () => {
  await act(async () => root.unmount());
});

describe("useApiQuery", () => {
  it("loads nothing without a query", async () => {
    await render(null);
    expect(last()).toEqual({ status: "idle" });
  });

  it("is loading until the answer arrives, then has it", async () => {
    const answer = deferred<string>();
    await render({ key: "a", load: () => answer.promise });
    expect(last()).toEqual({ status: "loading" });
    await act(async () => answer.resolve("data"));
    expect(last()).toEqual({ status: "success", data: "data" });
  });

  it("keeps the error of a failed load", async () => {
    const failure = new Error("down");
    await render({ key: "a", load: () => Promise.reject(failure) });
    expect(last()).toEqual({ status: "error", error: failure });
  });

  it("loads once per key, whatever function a render passes", async () => {
    let loads = 0;
    const load = async () => `load ${++loads}`;
    await render({ key: "a", load });
    await render({ key: "a", load: async () => `load ${++loads}` });
    expect(loads).toBe(1);
    expect(last()).toEqual({ status: "success", data: "load 1" });
  });

  it("aborts the load of a key that changed and ignores its late answer", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    await render({
      key: "a",
      load: (signal) => {
        firstSignal = signal;
        return first.promise;
      },
    });
    await render({ key: "b", load: () => second.promise });
    expect(firstSignal?.aborted).toBe(true);
    expect(last()).toEqual({ status: "loading" });
    await act(async () => first.resolve("stale"));
    expect(last()).toEqual({ status: "loading" });
    await act(async () => second.resolve("fresh"));
    expect(last()).toEqual({ status: "success", data: "fresh" });
  });

  it("aborts the load when the component goes away", async () => {
    let signal: AbortSignal | undefined;
    await render({
      key: "a",
      load: (given) => {
        signal = given;
        return new Promise<string>(() => {});
      },
    });
    await act(async () => root.render(null));
    expect(signal?.aborted).toBe(true);
  });
});
