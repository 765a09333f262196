import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_LAYOUT, PANEL_LAYOUT_KEY, fittedSize, readPanelLayout, storePanelLayout } from "./panel-layout";

describe("the QA panel's remembered layout", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    });
  });

  it("comes back as stored", () => {
    storePanelLayout({ dock: "right", size: 500, collapsed: true });
    expect(readPanelLayout()).toEqual({ dock: "right", size: 500, collapsed: true });
  });

  it.each([
    "{",
    '{"dock":"left","size":300,"collapsed":false}',
    '{"dock":"bottom","size":5,"collapsed":false}',
    "null",
  ])("a corrupt value (%s) gives the default", (stored) => {
    localStorage.setItem(PANEL_LAYOUT_KEY, stored);
    expect(readPanelLayout()).toEqual(DEFAULT_LAYOUT);
  });

  it("fits the viewport, and docks at the bottom on a narrow one", () => {
    expect(fittedSize({ dock: "bottom", size: 2_000, collapsed: false }, { width: 1366, height: 768 })).toBe(538);
    expect(fittedSize({ dock: "right", size: 2_000, collapsed: false }, { width: 1366, height: 768 })).toBe(820);
    expect(fittedSize({ dock: "right", size: 500, collapsed: false }, { width: 390, height: 844 })).toBe(500);
  });
});
