import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import * as Result from "effect/Result";
import { evolve } from "@app/domain/model/evolve";
import { createTimeline } from "@app/domain/log/timeline";
import { initialState } from "@app/domain/model/state";
import { downloadLog } from "../../lib/qa/download-log";
import { activeReplay, leaveReplay, startReplay, useReplay, type Replay } from "../../lib/qa/replay-session";
import { sessionLog } from "../../lib/model/domain-store";
import { notifySuccess } from "../../lib/ui/toast";
import { SendReportForm } from "../../lib/qa/send-report-form";
import { EventDetails } from "./event-details";
import { readLogFile, type LogRefusal } from "./read-log-file";
import { LogRefusalView } from "./log-refusal-view";
import { ReplayControls } from "./replay-controls";
import { ReplayedCourses } from "./replayed-courses";
import { LogCapField } from "./log-cap-field";
import { LogCheckView } from "./log-check-view";
import { useLogCheck } from "./use-log-check";
import { DockControls } from "./dock-controls";
import { NARROW, fittedSize, readPanelLayout, storePanelLayout, type PanelLayout } from "./panel-layout";
import { ResizeHandle } from "./resize-handle";
import { useDock } from "./use-dock";
import { useLiveBatch } from "./use-live-batch";
import "./qa-panel-frame.css";
import "./qa-panel-entries.css";

const ReplayView = ({ replay }: { readonly replay: Replay }) => {
  const { t } = useTranslation("qa-panel");
  const { timeline, position } = replay;
  const { check, run } = useLogCheck(timeline.entries);
  const entry = position === 0 ? null : (timeline.entries[position - 1] ?? null);
  // The event applied to the state before it: the two share every untouched part, so the diff walks only what changed.
  const before = useMemo(
    () => (position === 0 ? initialState() : timeline.stateAfter(position - 1)),
    [timeline, position],
  );
  const after = useMemo(() => (entry === null ? before : evolve(before, entry.event)), [before, entry]);
  return (
    <>
      <p className="qa-banner" role="status">
        {t("replaying", { file: replay.fileName })}
      </p>
      <ReplayControls replay={replay} badIndex={check._tag === "Broken" ? check.bad.index : null} />
      <LogCheckView check={check} onRun={run} />
      <EventDetails heading={t("currentEvent")} entry={entry} before={before} after={after} />
      <ReplayedCourses replay={replay} />
      <button type="button" className="button" onClick={leaveReplay}>
        {t("exit")}
      </button>
    </>
  );
};

const LiveView = () => {
  const { t } = useTranslation("qa-panel");
  const { batch, kept } = useLiveBatch();
  const state = initialState();
  return (
    <>
      <p className="qa-recording" data-testid="qa-recording">
        {t("recording", { count: kept.count })}
      </p>
      {kept.firstSeq !== null && kept.firstSeq > 1 && (
        <p className="qa-warning">{t("truncated", { seq: kept.firstSeq })}</p>
      )}
      <EventDetails
        heading={t("lastEvent")}
        entry={batch?.entries.at(-1) ?? kept.last}
        before={batch === null ? (kept.last === null ? state : null) : batch.before}
        after={batch?.after ?? state}
      />
      <LogCapField />
    </>
  );
};

/** The longest slice of work between two paints while a log loads (issue #33: the page never freezes). */
const SLICE_MS = 40;
/** The progress bar's share for decoding (in the worker; then its batches arriving), the rest for the checkpoints. */
const DECODE_SHARE = 0.2;
/** Lets the page paint and answer input before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, kept up to date. */
const useViewport = () => {
  const [viewport, setViewport] = useState(viewportNow);
  useEffect(() => {
    const update = () => setViewport(viewportNow());
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return viewport;
};

/**
 * The QA panel (issue #9, GUIDE §1 labels): download the session's log, load a log into a replay
 * with the network off, and step through it with the current event and the state it changed. It is
 * docked at the bottom or the right, resizable and collapsible, remembered; the page shrinks beside
 * it (issue #21).
 */
export const QaPanel = ({ onClose }: { readonly onClose: () => void }) => {
  const { t } = useTranslation("qa-panel");
  const replay = useReplay();
  const fileInput = useRef<HTMLInputElement>(null);

  const [hideNames, setHideNames] = useState(false);
  /** Loading a log: null when idle, else the share of its timeline prepared (0 while it is decoded). */
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<LogRefusal | null>(null);
  const download = () => downloadLog(activeReplay()?.timeline.entries ?? sessionLog.entries(), { names: hideNames });

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = "";
    if (file === undefined) return;
    setRefusal(null);
    setProgress(0);
    const decoded = await readLogFile(file, (share) => setProgress(share * DECODE_SHARE));
    if (Result.isFailure(decoded)) {
      setProgress(null);
      return setRefusal(decoded.failure ?? { message: t("readFailed"), detail: file.name });
    }
    // Issue #33: the timeline's checkpoints are made in slices of at most SLICE_MS, the page painting
    // and answering between them.
    const timeline = createTimeline(decoded.success);
    for (let done = 0; done < 1;) {
      const sliceStart = performance.now();
      do done = timeline.warm(1);
      while (done < 1 && performance.now() - sliceStart < SLICE_MS);
      setProgress(DECODE_SHARE + (1 - DECODE_SHARE) * done);
      await nextTask();
    }
    setProgress(null);
    startReplay(file.name, decoded.success, undefined, timeline);
    notifySuccess(t("loaded", { count: decoded.success.length }));
  };

  const [layout, setLayout] = useState<PanelLayout>(readPanelLayout);
  const viewport = useViewport();
  const narrow = viewport.width < NARROW;
  const side = narrow ? "bottom" : layout.dock;
  const size = fittedSize(layout, viewport);
  const panel = useRef<HTMLElement>(null);
  useDock(panel, side);
  const change = (next: PanelLayout) => {
    setLayout(next);
    storePanelLayout(next);
  };

  return (
    <aside
      ref={panel}
      className={`qa-panel qa-dock-${side}${layout.collapsed ? " qa-collapsed" : ""}`}
      style={layout.collapsed ? undefined : side === "bottom" ? { height: size } : { width: size }}
      role="dialog"
      aria-modal="false"
      aria-labelledby="qa-panel-title"
    >
      {!layout.collapsed && (
        <ResizeHandle side={side} size={size} onResize={(next) => change({ ...layout, size: Math.max(120, next) })} />
      )}
      <header className="qa-panel-head">
        <h2 id="qa-panel-title">{t("title")}</h2>
        <DockControls layout={layout} narrow={narrow} onChange={change} onClose={onClose} />
      </header>
      <div className="qa-panel-body" hidden={layout.collapsed}>
        <div className="qa-buttons">
          <button type="button" className="button" onClick={download}>
            {t("download")}
          </button>
          <button type="button" className="button" onClick={() => fileInput.current?.click()}>
            {t("load")}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={(event) => void load(event)}
            data-testid="qa-log-file"
            aria-label={t("load")}
          />
          <label className="qa-check-label">
            <input type="checkbox" checked={hideNames} onChange={(event) => setHideNames(event.target.checked)} />{" "}
            {t("hideNames")}
          </label>
        </div>
        {replay === null && <SendReportForm entries={() => sessionLog.entries()} privacy={{ names: hideNames }} />}
        {progress !== null && (
          <progress className="qa-progress" max={1} value={progress} aria-label={t("loading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {refusal !== null && <LogRefusalView refusal={refusal} />}
        {replay === null ? <LiveView /> : <ReplayView replay={replay} />}
      </div>
    </aside>
  );
};

export default QaPanel;
