import { describe, expect, it } from "vitest";
import { processSingleton, processSlot } from "./process-state";

describe("process state", () => {
  it("shares a slot by name, as two bundles of the process would", () => {
    const first = processSlot<number>("test-slot");
    const second = processSlot<number>("test-slot");
    expect(first.set(7)).toBe(7);
    expect(second.get()).toBe(7);
    second.set(undefined);
    expect(first.get()).toBeUndefined();
  });

  it("makes a singleton once, whichever copy asks first", () => {
    let made = 0;
    const one = processSingleton("test-singleton", () => ({ id: (made += 1) }));
    const other = processSingleton("test-singleton", () => ({ id: (made += 1) }));
    expect(one()).toBe(other());
    expect(made).toBe(1);
  });
});
