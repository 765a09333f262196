import { screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test-support/render-screen";
import { UpdateOffer } from "./update-offer";
import { updateOffer } from "./update-offer-store";

describe("the offer of a newer version (issue #31)", () => {
  afterEach(() => act(() => updateOffer.set(null)));

  it("shows nothing until the service worker has a newer version waiting", () => {
    renderScreen(<UpdateOffer />);
    expect(screen.queryByText("Доступна новая версия")).toBeNull();
  });

  it("switches only when the person presses Обновить, and Позже puts it away", async () => {
    const apply = vi.fn();
    const { user } = renderScreen(<UpdateOffer />);
    act(() => updateOffer.set({ apply }));
    expect(screen.getByText("Доступна новая версия").closest("[role=status]")).not.toBeNull();
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Обновить" }));
    expect(apply).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Позже" }));
    expect(screen.queryByText("Доступна новая версия")).toBeNull();
  });
});
