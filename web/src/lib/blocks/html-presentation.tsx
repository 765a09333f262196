import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isZipArchive } from "@app/domain/course/file-kinds";
import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../api/client";
import { filesApi } from "../api/files-api";
import { FileLink } from "./file-link";

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly html: string }
  | { readonly state: "archive" }
  | { readonly state: "failed" };

/**
 * An author's HTML presentation (GUIDE §5): the file's text in an iframe sandboxed with scripts but
 * without same-origin, so it can neither read the page nor its tokens. The server serves HTML only as
 * a download, so the text is fetched and given to the frame as `srcdoc`. A zip archive (uploaded
 * before issue #29 refused them) is never put into the frame as text: a note says it cannot be shown,
 * and the file is offered as a download.
 */
export const HtmlPresentation = ({ file, title }: { readonly file: FileRef; readonly title: string }) => {
  const { t } = useTranslation("passage");
  const archive = isZipArchive({ name: file.name });
  const [loaded, setLoaded] = useState<Loaded>(archive ? { state: "archive" } : { state: "loading" });
  const fileId = FILE_URL.exec(file.url)?.[1];
  useEffect(() => {
    if (archive) {
      setLoaded({ state: "archive" });
      return;
    }
    if (fileId === undefined) {
      setLoaded({ state: "failed" });
      return;
    }
    let live = true;
    setLoaded({ state: "loading" });
    filesApi(apiClient)
      .download(decodeURIComponent(fileId))
      .then((blob) => blob.text())
      .then(
        (text) =>
          live &&
          setLoaded(isZipArchive({ name: file.name, text }) ? { state: "archive" } : { state: "ready", html: text }),
        () => live && setLoaded({ state: "failed" }),
      );
    return () => {
      live = false;
    };
  }, [archive, fileId, file.name]);
  return (
    <div className="block-html">
      {loaded.state === "ready" && (
        <iframe
          className="block-frame"
          title={title === "" ? file.name : title}
          sandbox="allow-scripts"
          srcDoc={loaded.html}
          referrerPolicy="no-referrer"
        />
      )}
      {loaded.state === "loading" && <p className="muted">{t("blocks.loading")}</p>}
      {loaded.state === "archive" && <p className="block-html-note">{t("blocks.htmlArchive")}</p>}
      {loaded.state === "failed" && <p className="muted">{t("blocks.htmlFailed")}</p>}
      <FileLink file={file} />
    </div>
  );
};
