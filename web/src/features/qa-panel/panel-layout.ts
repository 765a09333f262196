import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { decodeWith } from "@app/domain/api/decode";
import { safeStorage } from "../../lib/session/storage";

/** Where the QA panel sits (issue #21): docked at the bottom or the right, its size there, and whether it is collapsed. */
export const PANEL_LAYOUT_KEY = "course-platform:qa:panel";

export const PanelLayout = Schema.Struct({
  dock: Schema.Literals(["bottom", "right"]),
  /** Height when docked at the bottom, width at the right, in CSS pixels. */
  size: Schema.Int.check(Schema.isBetween({ minimum: 120, maximum: 4_000 })),
  collapsed: Schema.Boolean,
});
export type PanelLayout = typeof PanelLayout.Type;

export const DEFAULT_LAYOUT: PanelLayout = { dock: "bottom", size: 320, collapsed: false };

const decode = decodeWith(Schema.fromJsonString(PanelLayout));

/** The remembered layout; the default when none is stored or what is stored is not one. */
export const readPanelLayout = (): PanelLayout => {
  const stored = safeStorage.get(PANEL_LAYOUT_KEY);
  if (stored === null) return DEFAULT_LAYOUT;
  const decoded = decode(stored);
  return Result.isSuccess(decoded) ? decoded.success : DEFAULT_LAYOUT;
};

export const storePanelLayout = (layout: PanelLayout): void =>
  safeStorage.set(PANEL_LAYOUT_KEY, JSON.stringify(layout));

/** Below this width the page has no room beside the panel: it docks at the bottom whatever is chosen. */
export const NARROW = 720;

/** The size the panel takes in a viewport: at most 70 % of its height (bottom) or 60 % of its width (right). */
export const fittedSize = (layout: PanelLayout, viewport: { width: number; height: number }): number =>
  layout.dock === "bottom" || viewport.width < NARROW
    ? Math.max(120, Math.min(layout.size, Math.round(viewport.height * 0.7)))
    : Math.max(280, Math.min(layout.size, Math.round(viewport.width * 0.6)));
