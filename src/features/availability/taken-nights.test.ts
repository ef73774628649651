import { describe, expect, it } from "vitest";
import { isNightTaken, stayNeedsTakenNight } from "./taken-nights";

const taken = [{ from: "2031-03-07", to: "2031-03-10" }];

describe("taken nights in the guest's calendar", () => {
  it("cannot start a stay on a held night, but can on the day a hold checks out", () => {
    expect(isNightTaken("2031-03-07", taken)).toBe(true);
    expect(isNightTaken("2031-03-09", taken)).toBe(true);
    expect(isNightTaken("2031-03-10", taken)).toBe(false);
    expect(isNightTaken("2031-03-06", taken)).toBe(false);
  });

  it("can end a stay on the day a hold begins, not after it", () => {
    expect(stayNeedsTakenNight("2031-03-03", "2031-03-07", taken)).toBe(false);
    expect(stayNeedsTakenNight("2031-03-03", "2031-03-08", taken)).toBe(true);
    expect(stayNeedsTakenNight("2031-03-03", "2031-03-14", taken)).toBe(true);
    expect(stayNeedsTakenNight("2031-03-10", "2031-03-14", taken)).toBe(false);
  });
});
