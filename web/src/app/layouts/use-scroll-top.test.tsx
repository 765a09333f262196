import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { keepScrollOnNextAddress } from "../../lib/ui/keep-scroll";
import { useScrollTop } from "./use-scroll-top";

afterEach(() => vi.restoreAllMocks());

describe("useScrollTop", () => {
  it("a new address starts at the top; the same page renamed keeps its scroll", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    navigate("/createdCourses/1/constructor/tmp-section/tmp-lesson");
    renderHook(() => useScrollTop());
    scrollTo.mockClear();

    // An autosave gave the new section and lesson their server ids: the address is replaced.
    act(() => {
      keepScrollOnNextAddress();
      navigate("/createdCourses/1/constructor/7/12", { replace: true });
    });
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate("/createdCourses/1/about"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
