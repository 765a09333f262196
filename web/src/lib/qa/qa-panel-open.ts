import { valueStore } from "../state/small-store";

/** Whether the QA panel is open: `?qa=1`, Ctrl+Alt+Q, or a report opened into a replay (issue #33). */
export const qaPanelOpen = valueStore<boolean>(new URLSearchParams(window.location.search).get("qa") === "1");
