import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedState } from "./stored-state";

interface Filters {
  persons: number;
  startDate: string | null;
}
const initial: Filters = { persons: 2, startDate: null };
const read = (stored: Record<string, unknown>): Filters => ({
  persons: typeof stored.persons === "number" ? stored.persons : initial.persons,
  startDate: typeof stored.startDate === "string" ? stored.startDate : null,
});

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal("window", {});
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("a state kept in the browser's storage", () => {
  it("reads what zustand's persist stored before, in its shape", () => {
    storage.set(
      "filters",
      JSON.stringify({ state: { persons: 5, startDate: "2027-01-08" }, version: 0 }),
    );
    const filters = storedState("filters", initial, read);
    expect(filters.hydrated()).toBe(true);
    expect(filters.getState()).toEqual({ persons: 5, startDate: "2027-01-08" });
  });

  it("writes every change in that shape and tells its subscribers", () => {
    const filters = storedState("filters", initial, read);
    const heard = vi.fn();
    filters.subscribe(heard);
    filters.setState({ persons: 4 });
    expect(JSON.parse(storage.get("filters")!)).toEqual({
      state: { persons: 4, startDate: null },
      version: 0,
    });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it.each(["not json", "null", JSON.stringify({ state: "a string" })])(
    "starts from the initial state when the stored value is %j",
    (value) => {
      storage.set("filters", value);
      expect(storedState("filters", initial, read).getState()).toEqual(initial);
    },
  );

  it("keeps the usable part of a stored value a visitor edited", () => {
    storage.set("filters", JSON.stringify({ state: { persons: "many", startDate: "2027-01-08" } }));
    expect(storedState("filters", initial, read).getState()).toEqual({
      persons: 2,
      startDate: "2027-01-08",
    });
  });

  it("follows another tab's change when read again", () => {
    const filters = storedState("filters", initial, read);
    storage.set("filters", JSON.stringify({ state: { persons: 3, startDate: null }, version: 0 }));
    filters.rehydrate();
    expect(filters.getState().persons).toBe(3);
  });

  it("is not read on the server, which renders the initial state", () => {
    vi.stubGlobal("window", undefined);
    storage.set("filters", JSON.stringify({ state: { persons: 6 }, version: 0 }));
    const filters = storedState("filters", initial, read);
    expect(filters.hydrated()).toBe(false);
    expect(filters.getState()).toEqual(initial);
  });
});
