import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test-support/render-screen";
import { notifyError } from "./toast";

describe("the toast region (issue #31)", () => {
  it("names a toast's close button and its timer in Russian", async () => {
    renderScreen(<p>Страница</p>);
    notifyError("Нет связи с сервером. Проверьте подключение к интернету.");
    expect(await screen.findByRole("button", { name: "Закрыть уведомление" })).toBeDefined();
    await waitFor(() =>
      expect(document.querySelector('[role="progressbar"]')?.getAttribute("aria-label")).toBe(
        "Время до закрытия уведомления",
      ),
    );
    expect(document.querySelector('[aria-label="close"], [aria-label="notification timer"]')).toBeNull();
  });
});
