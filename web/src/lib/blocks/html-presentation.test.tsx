import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HtmlPresentation } from "./html-presentation";

const NOTE = "Эта презентация загружена архивом .zip: показать её здесь нельзя, её можно скачать.";
const fileNamed = (name: string) => ({ id: "f1", name, size: 2048, url: "/api/files/f1" });

/** The file server: answers every download with these bytes, and counts the calls. */
const serveBytes = (bytes: Uint8Array) => {
  const served = vi.fn(async () => new Response(bytes.slice(), { status: 200 }));
  vi.stubGlobal("fetch", served);
  return served;
};

describe("HtmlPresentation (issue #29: a .zip shows no bytes)", () => {
  it("a file named .zip is not fetched: the note says it cannot be shown, and the file is offered", () => {
    const served = serveBytes(new TextEncoder().encode("PK\u0003\u0004"));
    const { container } = render(<HtmlPresentation file={fileNamed("слайды.zip")} title="Слайды" />);
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /слайды\.zip/ }).getAttribute("href")).toBe("/api/files/f1");
    expect(served).not.toHaveBeenCalled();
  });

  it("an .html file whose bytes are a zip archive gets the same note, never a frame of its bytes", async () => {
    serveBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00, 0x4b, 0x4b]));
    const { container } = render(<HtmlPresentation file={fileNamed("слайды.html")} title="Слайды" />);
    expect(await screen.findByText(NOTE)).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.textContent).not.toContain("PK");
  });

  it("an .html file plays in the sandboxed frame", async () => {
    serveBytes(new TextEncoder().encode("<!doctype html><p>Слайд 1</p>"));
    render(<HtmlPresentation file={fileNamed("слайды.html")} title="Слайды" />);
    const frame = await screen.findByTitle("Слайды");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame.getAttribute("srcdoc")).toBe("<!doctype html><p>Слайд 1</p>");
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
