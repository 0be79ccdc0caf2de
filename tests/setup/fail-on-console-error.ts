import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a failure (CONVENTIONS.md §8); a test that
// expects one mocks console.error itself.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});
