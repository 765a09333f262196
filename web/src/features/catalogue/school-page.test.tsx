import { screen } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { failed } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { SchoolPage } from "./school-page";

const open = (path: string) =>
  renderScreen(
    <Route path="/school/:schoolID">
      <SchoolPage />
    </Route>,
    { path },
  );

describe("/school/{id}", () => {
  it("an unknown school (404) shows the not-found text, and the page is named so", async () => {
    fakeApi({ "GET schools/999": failed(404, "Школа не найдена") });
    open("/school/999");
    expect(await screen.findByRole("heading", { level: 1, name: "Страница не найдена!" })).toBeDefined();
    expect(document.title).toMatch(/^Страница не найдена — /);
  });

  it("an address that is no school id at all is not found without asking the server", () => {
    const api = fakeApi();
    open("/school/abc");
    expect(screen.getByRole("heading", { level: 1, name: "Страница не найдена!" })).toBeDefined();
    expect(api.calls).toEqual([]);
  });
});
