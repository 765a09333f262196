import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../api/client";
import { filesApi } from "../api/files-api";
import { FileLink } from "./file-link";

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

type Loaded =
  { readonly state: "loading" } | { readonly state: "ready"; readonly html: string } | { readonly state: "failed" };

/**
 * An author's HTML presentation (GUIDE §5): the file's text in an iframe sandboxed with scripts but
 * without same-origin, so it can neither read the page nor its tokens. The server serves HTML only as
 * a download, so the text is fetched and given to the frame as `srcdoc`.
 */
export const HtmlPresentation = ({ file, title }: { readonly file: FileRef; readonly title: string }) => {
  const { t } = useTranslation("passage");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const fileId = FILE_URL.exec(file.url)?.[1];
  useEffect(() => {
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
        (html) => live && setLoaded({ state: "ready", html }),
        () => live && setLoaded({ state: "failed" }),
      );
    return () => {
      live = false;
    };
  }, [fileId]);
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
      {loaded.state === "failed" && <p className="muted">{t("blocks.htmlFailed")}</p>}
      <FileLink file={file} />
    </div>
  );
};
