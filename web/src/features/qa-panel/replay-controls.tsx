import { useId } from "react";
import { useTranslation } from "react-i18next";
import { moveReplayTo, type Replay } from "../../lib/qa/replay-session";
import { BackIcon, ForwardIcon, ToEndIcon, ToStartIcon } from "./player-icons";
import { usePlayer } from "./use-player";

/** `Воспроизвести` / `Пауза`, start, step back, step forward, end, and a scrubber over the log's seq (the first bad entry marked). */
export const ReplayControls = ({ replay, badIndex }: { readonly replay: Replay; readonly badIndex: number | null }) => {
  const { t } = useTranslation("qa-panel");
  const scrubberId = useId();
  const { playing, toggle } = usePlayer(replay);
  const { position } = replay;
  const entries = replay.timeline.entries;
  const total = entries.length;
  const seq = position === 0 ? null : (entries[position - 1]?.seq ?? null);
  return (
    <div className="qa-controls">
      <div className="qa-buttons">
        <button type="button" className="button button-primary" onClick={toggle}>
          {playing ? t("pause") : t("play")}
        </button>
        <button
          type="button"
          className="button qa-icon"
          onClick={() => moveReplayTo(0)}
          disabled={position === 0}
          aria-label={t("toStart")}
          title={t("toStart")}
        >
          <ToStartIcon />
        </button>
        <button
          type="button"
          className="button qa-icon"
          onClick={() => moveReplayTo(position - 1)}
          disabled={position === 0}
          aria-label={t("back")}
          title={t("back")}
        >
          <BackIcon />
        </button>
        <button
          type="button"
          className="button qa-icon"
          onClick={() => moveReplayTo(position + 1)}
          disabled={position >= total}
          aria-label={t("forward")}
          title={t("forward")}
        >
          <ForwardIcon />
        </button>
        <button
          type="button"
          className="button qa-icon"
          onClick={() => moveReplayTo(total)}
          disabled={position >= total}
          aria-label={t("toEnd")}
          title={t("toEnd")}
        >
          <ToEndIcon />
        </button>
      </div>
      <label className="qa-scrubber" htmlFor={scrubberId}>
        <span>{t("scrubber")}</span>
        <input
          id={scrubberId}
          type="range"
          min={0}
          max={total}
          step={1}
          value={position}
          aria-valuetext={seq === null ? t("atStart") : t("positionSeq", { seq })}
          onChange={(event) => moveReplayTo(Number(event.target.value))}
        />
        {badIndex !== null && total > 0 && (
          <span
            className="qa-bad-mark"
            style={{ left: `${((badIndex + 1) / total) * 100}%` }}
            title={t("badMark", { seq: entries[badIndex]?.seq ?? "" })}
            data-testid="qa-bad-mark"
          />
        )}
      </label>
      <p className="qa-position" aria-live="polite" data-testid="qa-position">
        {t("position", { position, total })}
        {seq !== null && <> · {t("positionSeq", { seq })}</>}
      </p>
    </div>
  );
};
