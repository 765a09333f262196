import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { PdfSlides } from "./pdf-slides";

/** Issue #30: a PDF presentation is shown in the lesson, slide by slide (pdf.js is faked: no canvas here). */
const pdfjs = vi.hoisted(() => ({ opened: [] as Uint8Array[] }));
vi.mock("pdfjs-dist", () => ({
  GlobalWorkerOptions: {},
  getDocument: ({ data }: { data: Uint8Array }) => {
    pdfjs.opened.push(data);
    return {
      promise: Promise.resolve({
        numPages: 3,
        destroy: () => Promise.resolve(),
        getPage: () =>
          Promise.resolve({
            getViewport: ({ scale }: { scale: number }) => ({ width: 800 * scale, height: 600 * scale }),
            render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
          }),
      }),
    };
  },
}));

describe("PdfSlides", () => {
  it("opens the file through the API and moves between slides", async () => {
    const api = fakeApi();
    api.route("GET files/7", () => ({ status: 200, body: "%PDF-1.4" }));
    const { user } = renderScreen(
      <PdfSlides file={{ id: "7", name: "Циклы.pdf", url: "/api/files/7", size: 8 }} title="Циклы" />,
      {
        as: "STUDENT",
      },
    );
    expect(await screen.findByText("Слайд 1 из 3")).toBeTruthy();
    expect(pdfjs.opened).toHaveLength(1);
    const previous = screen.getByRole("button", { name: "← Предыдущий слайд" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Следующий слайд →" }));
    await user.click(screen.getByRole("button", { name: "Следующий слайд →" }));
    expect(screen.getByText("Слайд 3 из 3")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Следующий слайд →" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("img", { name: "Циклы: Слайд 3 из 3" })).toBeTruthy();
  });
});
