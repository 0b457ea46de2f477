import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { entriesBehind, pushStep, replaceStep, stepAfterHistoryMove } from "./step-history";

/**
 * A tab's history and the wizard's moves as scheduling-wizard.tsx makes them: "Continuar" pushes
 * an entry, "Voltar" goes back through the wizard's entries (or, with none behind, shows the step
 * before), and a Back or Forward shows what stepAfterHistoryMove says.
 */
function tab(start: number) {
  const entries: { state: unknown; url: string }[] = [
    { state: { __NA: true }, url: `/agendamento/servicos?flow=periodic_revision&etapa=${start}` },
  ];
  let index = 0;
  let pops = 0;
  let left = false;
  const at = () => entries[index] as { state: unknown; url: string };
  vi.stubGlobal("window", {
    location: {
      get href() {
        return `https://loja.example${at().url}`;
      },
    },
    history: {
      get state() {
        return at().state;
      },
      pushState(state: unknown, _unused: string, url: string) {
        entries.splice(index + 1, entries.length, { state, url });
        index += 1;
      },
      replaceState(state: unknown, _unused: string, url: string) {
        entries[index] = { state, url };
      },
      back() {
        if (index === 0) left = true;
        else {
          index -= 1;
          pops += 1;
        }
      },
      forward() {
        if (index < entries.length - 1) {
          index += 1;
          pops += 1;
        }
      },
    },
  });

  const wizard = { shown: start, furthest: 8 };
  // The browser's popstate comes after the move, one per entry moved to.
  const settle = () => {
    while (pops > 0) {
      pops -= 1;
      const target = stepAfterHistoryMove(wizard.shown, wizard.furthest);
      if (target !== null) {
        wizard.shown = target;
        replaceStep(target);
      }
    }
  };
  replaceStep(start);
  return {
    wizard,
    left: () => left,
    continue() {
      pushStep(wizard.shown + 1);
      wizard.shown += 1;
      replaceStep(wizard.shown);
    },
    voltar() {
      if (entriesBehind() > 0) window.history.back();
      else {
        wizard.shown -= 1;
        replaceStep(wizard.shown);
      }
      settle();
    },
    back() {
      window.history.back();
      settle();
    },
    forward() {
      (window.history as unknown as { forward: () => void }).forward();
      settle();
    },
  };
}

describe("the wizard's steps in the tab's history", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("after a time lost at the review, each Voltar shows the step before, down to the first", () => {
    const booking = tab(1);
    for (let step = 1; step < 8; step += 1) booking.continue();
    // The review sends the owner to the slot step (6), its entry rewritten; the slot is open again.
    booking.wizard.shown = 6;
    booking.wizard.furthest = 6;
    replaceStep(6);
    const shown: number[] = [];
    for (let press = 0; press < 5; press += 1) {
      booking.voltar();
      shown.push(booking.wizard.shown);
    }
    expect(shown).toEqual([5, 4, 3, 2, 1]);
    expect(booking.left()).toBe(false);
  });

  it("after a time lost on a booking reopened by a reload, Voltar still moves one step back", () => {
    // Opened at the notes (7) with no entry behind it, then sent to the slot step from the review.
    const booking = tab(7);
    booking.continue();
    booking.wizard.shown = 6;
    booking.wizard.furthest = 6;
    replaceStep(6);
    booking.voltar();
    expect(booking.wizard.shown).toBe(5);
    booking.voltar();
    expect(booking.wizard.shown).toBe(4);
    expect(booking.left()).toBe(false);
  });

  it("moves Back and Forward one step, and holds Forward at the furthest step", () => {
    const booking = tab(1);
    for (let step = 1; step < 6; step += 1) booking.continue();
    booking.back();
    booking.back();
    expect(booking.wizard.shown).toBe(4);
    booking.forward();
    expect(booking.wizard.shown).toBe(5);
    booking.back();
    // Something on step 4 changed: the steps after it wait for its "Continuar".
    booking.wizard.furthest = 4;
    booking.forward();
    expect(booking.wizard.shown).toBe(4);
    booking.back();
    expect(booking.wizard.shown).toBe(3);
    expect(booking.left()).toBe(false);
  });

  it("counts no entry behind one the wizard did not push", () => {
    tab(1);
    expect(entriesBehind()).toBe(0);
    pushStep(2);
    pushStep(3);
    expect(entriesBehind()).toBe(2);
  });
});
