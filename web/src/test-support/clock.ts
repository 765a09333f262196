import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Fakes timers and Date for the rest of the test. Fake time still flows with real time
 * (`shouldAdvanceTime`): Testing Library's `findBy…` polls on timers, and its wrapper around each
 * user-event action waits one timer tick. `passTime` jumps it.
 */
export const fakeClock = (): void => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
};

/** Moves fake time forward by `ms`: due timers fire (a modal's 350-ms close, a debounce) and React renders. */
export const passTime = async (ms: number): Promise<void> => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};
