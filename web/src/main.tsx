import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "react-toastify/dist/ReactToastify.css";
import "./styles.css";
import { applyVersionMarker } from "./lib/session/storage";

/** Start-up: check the version marker before anything reads storage, then render. */
const start = async (): Promise<void> => {
  applyVersionMarker();
  const [{ i18nReady }, { App }, { installQaHooks }] = await Promise.all([
    import("./lib/i18n/i18n"),
    import("./app/app"),
    import("./app/qa-hooks"),
  ]);
  installQaHooks();
  await i18nReady;
  const root = document.getElementById("root");
  if (root === null) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
