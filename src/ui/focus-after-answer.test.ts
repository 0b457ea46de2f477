import { describe, expect, it } from "vitest";
import { focusAnswer } from "./focus-after-answer";

/** An element that says whether it took the keyboard. */
const element = () => {
  const focused = { count: 0 };
  return {
    focused,
    node: {
      focus: () => {
        focused.count += 1;
      },
    } as unknown as HTMLElement,
  };
};

describe("focusAnswer", () => {
  it("puts the keyboard on the message once the answer shows", () => {
    const message = element();
    let shown = false;
    focusAnswer(
      () => {
        shown = true;
      },
      () => (shown ? message.node : null),
    );
    expect(message.focused.count).toBe(1);
  });

  it("falls back to the next element when the first is gone with the answer", () => {
    const status = element();
    focusAnswer(() => {}, [() => null, { current: status.node }]);
    expect(status.focused.count).toBe(1);
  });

  it("stays on the first element still there", () => {
    const slot = element();
    const status = element();
    focusAnswer(() => {}, [() => slot.node, { current: status.node }]);
    expect(slot.focused.count).toBe(1);
    expect(status.focused.count).toBe(0);
  });

  it("prefers the form's first invalid field to the message", () => {
    const field = element();
    const message = element();
    const form = { querySelector: () => field.node } as unknown as HTMLFormElement;
    focusAnswer(() => {}, { current: message.node }, form);
    expect(field.focused.count).toBe(1);
    expect(message.focused.count).toBe(0);
  });
});
