import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { failed, ok, validationFailed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { ImageUpload } from "./image-upload";

/**
 * The about tab's image fields (cover, audience items, teachers): a refused upload names the
 * server's reason at the field and in the toast, not only SPEC §8's upload message (issue #29).
 */
const GENERIC = "Произошла ошибка при загрузке файла!";
const KIND = "Загрузите изображение PNG, JPEG, WebP или GIF";

const open = (onUploaded: (url: string) => void = () => undefined) => {
  // Without XMLHttpRequest the upload goes through fetch, where the fake server answers it.
  vi.stubGlobal("XMLHttpRequest", undefined);
  return renderScreen(<ImageUpload label="Загрузить обложку" url="" onUploaded={onUploaded} />, {
    path: "/createdCourses/1/about",
    as: "SCHOOL_OWNER",
  });
};
/** An SVG named .png: the page lets it go, the server reads its bytes and refuses it. */
const svgNamedPng = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "обложка.png", { type: "image/png" });
const input = () => screen.getByLabelText("Загрузить обложку");
const fieldError = () => document.querySelector(".image-upload .field-error");

describe("ImageUpload: a refused upload says why", () => {
  it("the server's file-kind refusal shows at the field and in the toast", async () => {
    const api = fakeApi({ "POST file": validationFailed({ file: [KIND] }) });
    const { user } = open();
    await user.upload(input(), svgNamedPng());
    await vi.waitFor(() => expect(fieldError()?.textContent).toBe(`${GENERIC} ${KIND}`));
    // The field names its message, so a screen reader reads the reason with it.
    expect(input().getAttribute("aria-describedby")).toBe(fieldError()?.id);
    const toasts = await screen.findAllByText(`${GENERIC} ${KIND}`);
    expect(toasts.some((node) => node.closest(".Toastify__toast--error") !== null)).toBe(true);
    expect(api.callsTo("POST file").length).toBe(1);
  });

  it("the server's size limit (413) is named too", async () => {
    fakeApi({ "POST file": failed(413, "Файл больше 50 МБ") });
    const { user } = open();
    await user.upload(input(), svgNamedPng());
    await vi.waitFor(() => expect(fieldError()?.textContent).toBe(`${GENERIC} Файл больше 50 МБ`));
  });

  it("a failure with no reason (500) keeps SPEC §8's message alone; the next good upload clears it", async () => {
    const api = fakeApi({ "POST file": failed(500, "Произошла ошибка на стороне сервера!") });
    const uploaded = vi.fn();
    const { user } = open(uploaded);
    await user.upload(input(), svgNamedPng());
    await vi.waitFor(() => expect(fieldError()?.textContent).toBe(GENERIC));

    api.route(
      "POST file",
      ok(
        {
          id: "f1",
          name: "обложка.png",
          size: 10,
          mime: "image/png",
          is_public: true,
          url: "/api/files/f1",
          created_at: "2026-01-01T00:00:00.000Z",
        },
        201,
      ),
    );
    await user.upload(
      input(),
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], "обложка.png", { type: "image/png" }),
    );
    await vi.waitFor(() => expect(uploaded).toHaveBeenCalledWith("/api/files/f1"));
    expect(fieldError()).toBeNull();
  });
});
