import type { Envelope } from "@app/domain/log/envelope";

/**
 * Where the failure page finds the session's log. The domain store registers it when it loads;
 * this module imports nothing, so the failure page (in the first chunk) can offer `Скачать журнал`
 * without carrying the model. Before the store loads there were no events: the log is empty.
 */
let source: () => ReadonlyArray<Envelope> = () => [];

export const provideLog = (next: () => ReadonlyArray<Envelope>): void => {
  source = next;
};

export const recordedLog = (): ReadonlyArray<Envelope> => source();
