import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Envelope } from "@app/domain/log/envelope";
import { diffStates } from "@app/domain/log/state-diff";
import { modelView } from "@app/domain/model/model-view";
import type { DomainState } from "@app/domain/model/state";

const DIFF_LIMIT = 100;
const VALUE_CHARS = 160;
const EVENT_CHARS = 4_000;

const shown = (value: unknown): string => {
  if (value === undefined) return "—";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text;
};

const timeOf = (at: number): string => {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? String(at)
    : `${date.toLocaleTimeString("ru-RU")}.${String(date.getMilliseconds()).padStart(3, "0")}`;
};

type Props = {
  readonly heading: string;
  readonly entry: Envelope | null;
  /** null: the state before the event is not known (the panel opened after it). */
  readonly before: DomainState | null;
  readonly after: DomainState;
};

/** An event (seq, time, type, its JSON) and the state it changed, path by path, before → after. */
export const EventDetails = ({ heading, entry, before, after }: Props) => {
  const { t } = useTranslation("qa-panel");
  const changes = useMemo(
    () => (before === null ? [] : diffStates(modelView(before), modelView(after), DIFF_LIMIT)),
    [before, after],
  );
  const json = entry === null ? "" : JSON.stringify(entry.event, null, 2);
  return (
    <section className="qa-event" aria-label={heading}>
      <h3 className="qa-subtitle">{heading}</h3>
      {entry === null ? (
        <p className="muted">{t("noEvents")}</p>
      ) : (
        <>
          <p className="qa-event-head">
            <code>{t("positionSeq", { seq: entry.seq })}</code> · <span>{timeOf(entry.at)}</span> ·{" "}
            <strong data-testid="qa-event-tag">{entry.event._tag}</strong>
          </p>
          <pre className="qa-json" tabIndex={0} aria-label={t("eventJson")}>
            {json.length > EVENT_CHARS ? `${json.slice(0, EVENT_CHARS)}…` : json}
          </pre>
        </>
      )}
      <h3 className="qa-subtitle">{t("changes")}</h3>
      {before === null ? (
        <p className="muted">{t("changesUnknown")}</p>
      ) : changes.length === 0 ? (
        <p className="muted">{t("noChanges")}</p>
      ) : (
        <ul className="qa-diff" data-testid="qa-diff">
          {changes.map((change) => (
            <li key={change.path.join("/")}>
              <code className="qa-diff-path">{change.path.join(".")}</code>
              <span className="qa-diff-before">{shown(change.before)}</span>
              <span aria-hidden="true"> → </span>
              <span className="qa-diff-after">{shown(change.after)}</span>
            </li>
          ))}
        </ul>
      )}
      {changes.length >= DIFF_LIMIT && <p className="muted">{t("moreChanges", { count: DIFF_LIMIT })}</p>}
    </section>
  );
};
