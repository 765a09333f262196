import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { PACKAGE_MESSAGES } from "./package-messages";
import { entryGuard, MAX_PACKAGE_FILES, PackageRefused, resolvePackagePath, safeEntryPath } from "./package-files";
import { parseXml } from "./xml";
import { readZip } from "./zip-package";

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof PackageRefused) return error.message;
    throw error;
  }
  throw new Error("not refused");
};

/** A zip whose central directory says `declared` bytes for its first entry, whatever it holds. */
const withDeclaredSize = (zip: Uint8Array, declared: number): Uint8Array => {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let i = copy.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    view.setUint32(i + 24, declared, true);
    return copy;
  }
  throw new Error("no central directory");
};

describe("package safety (issue #38): a package is untrusted input", () => {
  it("refuses a zip bomb by its compression ratio before inflating it", () => {
    const bomb = zipSync({ "imsmanifest.xml": strToU8("<manifest/>"), "zeros.bin": new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refusal(() => readZip(bomb))).toBe(PACKAGE_MESSAGES.suspiciousRatio("zeros.bin"));
  });

  it("refuses a package whose unpacked total or file count is over the limits", () => {
    const guard = entryGuard();
    const megabyte = 1024 * 1024;
    expect(
      refusal(() => {
        for (let i = 0; i < 300; i++) guard.admit({ path: `f${i}.bin`, size: megabyte, packedSize: megabyte });
      }),
    ).toBe(PACKAGE_MESSAGES.unpackedTooLarge(200));
    const many = entryGuard();
    expect(
      refusal(() => {
        for (let i = 0; i <= MAX_PACKAGE_FILES; i++) many.admit({ path: `f${i}.txt`, size: 1, packedSize: 1 });
      }),
    ).toBe(PACKAGE_MESSAGES.tooManyFiles(MAX_PACKAGE_FILES));
  });

  it("cuts an entry that lies about its size at the size it declares", async () => {
    const zip = withDeclaredSize(zipSync({ "a.txt": strToU8("x".repeat(5000)) }), 10);
    const files = readZip(zip);
    expect((await files.read("a.txt")).length).toBe(10);
  });

  it("refuses paths with `..`, absolute paths and backslashes", () => {
    for (const path of ["../evil.txt", "a/../../evil.txt", "/etc/passwd", "C:/x.txt", "..\\evil.txt", "a\\b.txt"]) {
      expect(safeEntryPath(path)).toBeUndefined();
      expect(refusal(() => readZip(zipSync({ [path]: strToU8("x") })))).toBe(PACKAGE_MESSAGES.badPath(path));
    }
    expect(safeEntryPath("./a//b.html")).toBe("a/b.html");
    expect(resolvePackagePath("pages/a.html", "../img/b.png")).toBe("img/b.png");
    expect(resolvePackagePath("a.html", "../../etc/passwd")).toBeUndefined();
    expect(resolvePackagePath("a.html", "file:///etc/passwd")).toBeUndefined();
  });

  it("refuses XML that declares entities: an external one (XXE) and billion laughs", () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><manifest><title>&xxe;</title></manifest>';
    expect(refusal(() => parseXml(xxe, "imsmanifest.xml"))).toBe(PACKAGE_MESSAGES.xmlEntities("imsmanifest.xml"));
    const lol = [
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`),
      "]><lolz>&lol9;</lolz>",
    ].join("");
    expect(refusal(() => parseXml(lol, "q.xml"))).toBe(PACKAGE_MESSAGES.xmlEntities("q.xml"));
  });

  it("reads XML's own entities and leaves any other one as written", () => {
    const root = parseXml('<a t="1 &amp; 2">&lt;p&gt;&#233;&unknown;<![CDATA[<b>&amp;</b>]]></a>', "a.xml");
    expect(root.attrs.t).toBe("1 & 2");
    expect(root.text).toBe("<p>é&unknown;<b>&amp;</b>");
  });
});
