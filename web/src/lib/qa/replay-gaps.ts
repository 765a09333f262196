import i18next, { type PostProcessorModule } from "i18next";

/** What a screen shows in a replay for data the log never read (issue #33 row 9). */
export const REPLAY_GAP_TEXT = "Этих данных нет в журнале: при записи экран их не загружал.";

/** The screens' texts for a read that failed: in a replay, such a read is one the log does not hold. */
const LOAD_FAILURE = /^(Не удалось загрузить данные|Нет связи с сервером)/;

let replaying = false;

const replayGaps: PostProcessorModule = {
  type: "postProcessor",
  name: "replayGaps",
  process: (value: string) => (replaying && LOAD_FAILURE.test(value) ? REPLAY_GAP_TEXT : value),
};

/**
 * From now on the screens' "could not load, reload the page" texts say that the log never read
 * those data (a reload would end the replay, and the network is off by design). Applied to every
 * text the app translates, so each screen's own wording is covered without touching it.
 */
export const sayReplayGaps = (): void => {
  if (replaying) return;
  replaying = true;
  i18next.use(replayGaps);
  const current = i18next.options.postProcess;
  const names = current === false || current === undefined ? [] : typeof current === "string" ? [current] : current;
  i18next.options.postProcess = [...names, replayGaps.name];
};
