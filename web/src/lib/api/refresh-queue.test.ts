import { describe, expect, it, vi } from "vitest";
import { singleFlightRefresh } from "./refresh-queue";
import { memoryTokenStore } from "./token-store";

const pair = (n: number) => ({ token: `a${n}`, refresh_token: `r${n}` });

describe("single-flight refresh", () => {
  it("refreshes once for many concurrent 401s and gives all of them the new pair", async () => {
    const tokens = memoryTokenStore(pair(1));
    const call = vi.fn(async () => pair(2));
    const refresh = singleFlightRefresh({ tokens, call, lock: undefined, onExpired: () => undefined });
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh.after(pair(1))));
    expect(call).toHaveBeenCalledTimes(1);
    expect(results).toEqual(Array.from({ length: 10 }, () => pair(2)));
    expect(tokens.get()).toEqual(pair(2));
  });

  it("adopts a pair that is already newer than the one the call was sent with", async () => {
    const tokens = memoryTokenStore(pair(3));
    const call = vi.fn(async () => pair(4));
    const refresh = singleFlightRefresh({ tokens, call, lock: undefined, onExpired: () => undefined });
    expect(await refresh.after(pair(2))).toEqual(pair(3));
    expect(call).not.toHaveBeenCalled();
  });

  it("signs out once when the refresh fails", async () => {
    const tokens = memoryTokenStore(pair(1));
    const onExpired = vi.fn();
    const refresh = singleFlightRefresh({ tokens, call: async () => null, lock: undefined, onExpired });
    const results = await Promise.all([refresh.after(pair(1)), refresh.after(pair(1))]);
    expect(results).toEqual([null, null]);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
  });

  it("answers null without a call when there is no session", async () => {
    const call = vi.fn(async () => pair(2));
    const refresh = singleFlightRefresh({
      tokens: memoryTokenStore(),
      call,
      lock: undefined,
      onExpired: () => undefined,
    });
    expect(await refresh.after(pair(1))).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
