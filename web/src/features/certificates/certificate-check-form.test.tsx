import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test-support/render-screen";
import { CertificateCheckForm } from "./certificate-check-form";

describe("`Проверить сертификат`", () => {
  it("refuses what is not a number, and opens the page of one typed in lower case with spaces", async () => {
    const { user, location } = renderScreen(<CertificateCheckForm />, { path: "/certificates" });
    const field = screen.getByLabelText("Номер сертификата");
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Проверить сертификат" }));
    expect(await screen.findByText("Номер выглядит так, как в примере под полем")).toBeTruthy();
    expect(location()).toBe("/certificates");

    await user.clear(field);
    await user.type(field, " cp-2026-7k3f 9xq2 ");
    await user.click(screen.getByRole("button", { name: "Проверить сертификат" }));
    expect(location()).toBe("/certificates/CP-2026-7K3F9XQ2");
  });
});
