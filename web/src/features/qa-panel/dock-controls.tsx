import { useTranslation } from "react-i18next";
import type { PanelLayout } from "./panel-layout";

type Props = {
  readonly layout: PanelLayout;
  readonly narrow: boolean;
  readonly onChange: (next: PanelLayout) => void;
  readonly onClose: () => void;
};

/** The panel's head buttons: dock at the bottom or the right, collapse or expand, close. */
export const DockControls = ({ layout, narrow, onChange, onClose }: Props) => {
  const { t } = useTranslation("qa-panel");
  return (
    <div className="qa-head-buttons">
      {!narrow && (
        <>
          <button
            type="button"
            className="qa-head-button"
            aria-pressed={layout.dock === "bottom"}
            onClick={() => onChange({ ...layout, dock: "bottom", collapsed: false })}
          >
            {t("dockBottom")}
          </button>
          <button
            type="button"
            className="qa-head-button"
            aria-pressed={layout.dock === "right"}
            onClick={() => onChange({ ...layout, dock: "right", collapsed: false })}
          >
            {t("dockRight")}
          </button>
        </>
      )}
      <button
        type="button"
        className="qa-head-button"
        aria-expanded={!layout.collapsed}
        onClick={() => onChange({ ...layout, collapsed: !layout.collapsed })}
      >
        {layout.collapsed ? t("expand") : t("collapse")}
      </button>
      <button type="button" className="qa-close" onClick={onClose} aria-label={t("close")} title={t("close")}>
        ×
      </button>
    </div>
  );
};
