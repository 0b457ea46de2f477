import { afterEach, describe, expect, it, vi } from "vitest";
import { periodicTask } from "./periodic-task";

afterEach(() => {
  vi.useRealTimers();
});

describe("periodicTask", () => {
  it("runs on its interval once started, never twice at once, and keeps going after a failure", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const task = vi.fn(
      () =>
        new Promise<void>((resolve, reject) =>
          task.mock.calls.length === 1 ? reject(new Error("down")) : (finish = resolve),
        ),
    );
    const periodic = periodicTask(`test.${Math.random()}`, 1000, task, "test task failed");

    periodic.runSoon();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();

    periodic.start();
    periodic.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    // The second run is still under way: the ticks and a nudge meanwhile start none.
    periodic.runSoon();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    periodic.runSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
