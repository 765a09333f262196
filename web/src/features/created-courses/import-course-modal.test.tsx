import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ImportReport } from "@app/domain/api/authoring";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ImportCourseModal } from "./import-course-modal";

const report = (dryRun: boolean): ImportReport => ({
  dry_run: dryRun,
  course_id: dryRun ? null : 12,
  name: "COURSE-for-modules-testing",
  imported: { modules: 1, lessons: 9, tasks: 0, blocks: { text: 3, test: 1, image: 1 } },
  skipped: [
    {
      // A package's places come in words from the server: shown as they are.
      path: "Раздел 1 «First Module» › Урок 4 «First Module Discussion 1»",
      reason: "Обсуждения не переносятся: в курсе нет такого вида блока",
    },
  ],
});

const open = () => {
  // Without XMLHttpRequest the upload goes through fetch, where the fake server answers it.
  vi.stubGlobal("XMLHttpRequest", undefined);
  return renderScreen(<ImportCourseModal open onClose={() => undefined} />, {
    path: "/createdCourses",
    as: "SCHOOL_OWNER",
  });
};

describe("the import dialog with a package (issue #38)", () => {
  it("uploads a cartridge as a file, shows the dry run's report, then imports the same file", async () => {
    const api = fakeApi({
      "POST courses/import": (call) =>
        call.query.get("dry_run") === "true"
          ? { status: 200, body: { data: report(true) } }
          : { status: 201, body: { data: report(false) } },
      "GET created-courses": { status: 200, body: { data: [], meta: { total: 0 } } },
    });
    const { user } = open();
    const input = screen.getByLabelText("Выбрать файл курса");
    expect(input.getAttribute("accept")).toBe(".json,.imscc,.zip,.mbz,application/json,application/zip");
    const cartridge = new File([new Uint8Array([0x50, 0x4b, 3, 4])], "course-1.imscc");
    await user.upload(input, cartridge);
    expect(
      await screen.findByRole("heading", { name: "Будет импортирован курс «COURSE-for-modules-testing»" }),
    ).toBeTruthy();
    const [dry] = api.callsTo("POST courses/import");
    expect(dry?.body).toBeInstanceOf(FormData);
    expect((dry?.body as FormData).get("file")).toBeInstanceOf(File);
    const skipped = within(document.querySelector(".import-skipped") as HTMLElement);
    expect(skipped.getByText("Раздел 1 «First Module» › Урок 4 «First Module Discussion 1»")).toBeTruthy();
    expect(skipped.getByText("Обсуждения не переносятся: в курсе нет такого вида блока")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Блоки" }).textContent).toBe("Тест 1Текст 3Изображение 1");
    await user.click(screen.getByRole("button", { name: "Импортировать" }));
    await waitFor(() => expect(api.callsTo("POST courses/import")).toHaveLength(2));
    const real = api.callsTo("POST courses/import")[1];
    expect(real?.query.get("dry_run")).toBe("false");
    expect(((real?.body as FormData).get("file") as File).name).toBe("course-1.imscc");
  });

  it("refuses a file over 50 MB before sending it, with the server's words", async () => {
    const api = fakeApi();
    const { user } = open();
    const big = new File(["x"], "big.mbz");
    Object.defineProperty(big, "size", { value: 50 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText("Выбрать файл курса"), big);
    expect((await screen.findByRole("alert")).textContent).toBe("Файл больше 50 МБ: такой пакет не импортируется");
    expect(api.calls).toHaveLength(0);
  });
});
