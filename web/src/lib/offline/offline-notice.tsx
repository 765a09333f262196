import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { outbox, requestKey } from "./browser-outbox";
import type { OutboxItem } from "./outbox-item";
import { pendingKinds } from "./pending-kinds";
import "./offline-notice.css";

const online = () => typeof navigator === "undefined" || navigator.onLine;
const snapshot = () =>
  `${online() ? "on" : "off"}\n${outbox
    .pending()
    .map((item) => requestKey(item.request))
    .join("\n")}`;

/**
 * Whether the browser is online and the signed-in user's unsent actions, for a component: their
 * count and, by `requestKey`, whether one is about a given block.
 */
export const useOutboxState = (): {
  readonly online: boolean;
  readonly pending: number;
  readonly isPending: (key: string) => boolean;
} => {
  const value = useSyncExternalStore(outbox.subscribe, snapshot, snapshot);
  const [state = "", ...keys] = value.split("\n");
  const pendingKeys = keys.filter((key) => key !== "");
  return { online: state === "on", pending: pendingKeys.length, isPending: (key) => pendingKeys.includes(key) };
};

const pendingJson = () => JSON.stringify(outbox.pending().map((item) => ({ id: item.id, request: item.request })));

/** The signed-in user's unsent requests (to show them where they will land, e.g. a post in its list). */
export const usePendingRequests = (): ReadonlyArray<{
  readonly id: string;
  readonly request: OutboxItem["request"];
}> => {
  const json = useSyncExternalStore(outbox.subscribe, pendingJson, pendingJson);
  return useMemo(() => outbox.pending().filter((item) => json.includes(item.id)), [json]);
};

/**
 * Offline is a state, not a crash (issue #15): a notice on the pages where the student answers
 * and posts. Offline with unsent work: it will be sent when the connection returns; offline with
 * none: what is ticked and typed stays on this device; online with unsent work: it is being sent.
 */
export const OfflineNotice = () => {
  const { t } = useTranslation();
  const { online: isOnline, pending } = useOutboxState();
  const requests = usePendingRequests();
  if (isOnline && pending === 0) return null;
  // Each kind by its own word (issue #30: a discussion post is not `1 ответ`).
  const kinds = pendingKinds(requests.map((item) => item.request));
  const list = (["answers", "posts", "reviews"] as const)
    .filter((kind) => kinds[kind] > 0)
    .map((kind) => t(`offline.${kind}`, { count: kinds[kind] }))
    .join(", ");
  const text = !isOnline
    ? pending > 0
      ? t("offline.queued", { list })
      : t("offline.offline")
    : t("offline.sending", { count: pending });
  return (
    <p className={isOnline ? "offline-notice is-sending" : "offline-notice"} role="status">
      <span className="offline-notice-icon" aria-hidden="true">
        {isOnline ? "⟳" : "⚠"}
      </span>
      {text}
    </p>
  );
};
