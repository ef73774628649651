import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startRecurringJob, stopRecurringJobs } from "./recurring-job";

describe("startRecurringJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await stopRecurringJobs();
    vi.useRealTimers();
  });

  it("runs a daily job a few seconds after start-up, so that frequent restarts never postpone it", async () => {
    const task = vi.fn(() => Promise.resolve());
    startRecurringJob("daily test job", 24 * 60 * 60_000, task);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("starts a job once however often asked, and never runs two of its runs at once", async () => {
    let finish = () => {};
    const task = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    startRecurringJob("slow test job", 10_000, task);
    startRecurringJob("slow test job", 10_000, task);
    await vi.advanceTimersByTimeAsync(35_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
  });

  it("runs nothing more once stopped", async () => {
    const task = vi.fn(() => Promise.resolve());
    startRecurringJob("stopped test job", 10_000, task);
    await stopRecurringJobs();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
