import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
// The worker comes from this build (never a CDN): Vite emits it as an asset and gives its address.
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../../lib/api/client";
import { filesApi } from "../../lib/api/files-api";

GlobalWorkerOptions.workerSrc = workerUrl;

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly doc: PDFDocumentProxy }
  | { readonly state: "failed" };

/**
 * A PDF presentation shown in the lesson (issue #30), one slide at a time with `Предыдущий слайд` /
 * `Следующий слайд` and `Слайд N из M` (when it has more than one; the slide's name always says
 * where it is), drawn by pdf.js (Mozilla's viewer library) to the width of
 * the page. Loaded in its own chunk with its worker only when a lesson has such a block; the file
 * comes through the API client (private files need the token). The download link stays beside it.
 */
export const PdfSlides = ({ file, title }: { readonly file: FileRef; readonly title: string }) => {
  const { t } = useTranslation("passage");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const fileId = FILE_URL.exec(file.url)?.[1];

  useEffect(() => {
    if (fileId === undefined) {
      setLoaded({ state: "failed" });
      return;
    }
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    setLoaded({ state: "loading" });
    setPage(1);
    filesApi(apiClient)
      .download(decodeURIComponent(fileId))
      .then((blob) => blob.arrayBuffer())
      .then((data) => getDocument({ data: new Uint8Array(data) }).promise)
      .then(
        (doc) => {
          opened = doc;
          if (live) setLoaded({ state: "ready", doc });
          else void doc.destroy();
        },
        () => live && setLoaded({ state: "failed" }),
      );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [fileId]);

  // Redrawn to the frame's width: the slide fills the column on a laptop and on a phone.
  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (loaded.state !== "ready" || target === null || width === 0) return;
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy["getPage"]>>["render"]> | null = null;
    let live = true;
    void loaded.doc.getPage(page).then((slide) => {
      if (!live) return;
      const natural = slide.getViewport({ scale: 1 });
      const viewport = slide.getViewport({ scale: width / natural.width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = slide.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [loaded, page, width]);

  const count = loaded.state === "ready" ? loaded.doc.numPages : 0;
  const position = t("blocks.slide", { page, total: count });
  return (
    <figure className="block-pdf" aria-label={title}>
      <div className="block-pdf-frame" ref={frame}>
        {loaded.state === "loading" && <p className="muted">{t("blocks.loading")}</p>}
        {loaded.state === "failed" && <p className="muted">{t("blocks.htmlFailed")}</p>}
        <canvas
          ref={canvas}
          className="block-pdf-canvas"
          role="img"
          aria-label={`${title}: ${position}`}
          hidden={loaded.state !== "ready"}
        />
      </div>
      {count > 1 && (
        <figcaption className="block-pdf-nav">
          <button
            type="button"
            className="button button-small"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t("blocks.previousSlide")}
          </button>
          <span role="status">{position}</span>
          <button
            type="button"
            className="button button-small"
            disabled={page >= count}
            onClick={() => setPage((p) => p + 1)}
          >
            {t("blocks.nextSlide")}
          </button>
        </figcaption>
      )}
    </figure>
  );
};
