import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { fakeClock, passTime } from "../../test-support/clock";
import { renderScreen } from "../../test-support/render-screen";
import { WelcomeModal } from "./welcome-modal";

describe("the welcome modal (SPEC §2)", () => {
  it("shows while the address has showWelcomeModal; 'Приступить к обучению' removes it, other parameters stay", async () => {
    fakeClock();
    const { user, location } = renderScreen(<WelcomeModal />, { path: "/myCourses?tab=active&showWelcomeModal=true" });
    const dialog = screen.getByRole("dialog", { name: "Регистрация прошла успешно" });
    await user.click(screen.getByRole("button", { name: "Приступить к обучению" }));
    expect(location()).toBe("/myCourses?tab=active");
    await passTime(MODAL_CLOSE_DELAY_MS);
    expect(dialog.isConnected).toBe(false);
  });

  it("is not there without the parameter", () => {
    renderScreen(<WelcomeModal />, { path: "/myCourses" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
