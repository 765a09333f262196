import { gzipSync } from "node:zlib";
import { pack, type Header } from "tar-stream";
import { describe, expect, it } from "vitest";
import { PackageRefused } from "../package-files";
import { MOODLE_MESSAGES } from "./moodle-messages";
import { looksLikeGzip, readTarGz } from "./tar-package";

type Entry = { readonly header: Partial<Header> & { name: string }; readonly body?: Uint8Array | string };

/** A gzip'd tar of these entries, written by tar-stream's packer (what Moodle's tar.gz looks like to a reader). */
const tarGz = async (entries: ReadonlyArray<Entry>): Promise<Uint8Array> => {
  const packer = pack();
  for (const entry of entries) packer.entry(entry.header, entry.body ?? "");
  packer.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of packer) if (chunk instanceof Uint8Array) chunks.push(chunk);
  return gzipSync(Buffer.concat(chunks));
};

const refusal = async (bytes: Uint8Array): Promise<string> => {
  const error: unknown = await readTarGz(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PackageRefused);
  return error instanceof PackageRefused ? error.message : "";
};

describe("readTarGz: a Moodle backup's gzip'd tar, read as a stream", () => {
  it("unpacks files with their bytes, under normalised paths, without directories", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const bytes = await tarGz([
      { header: { name: "activities/", type: "directory" } },
      { header: { name: "./moodle_backup.xml" }, body: "<moodle_backup/>" },
      { header: { name: "files/6b/6bbb" }, body: png },
    ]);
    expect(looksLikeGzip(bytes)).toBe(true);
    const files = await readTarGz(bytes);
    expect([...files.paths].sort()).toEqual(["files/6b/6bbb", "moodle_backup.xml"]);
    expect(files.size("files/6b/6bbb")).toBe(png.length);
    expect([...(await files.read("files/6b/6bbb"))]).toEqual([...png]);
    expect(new TextDecoder().decode(await files.read("moodle_backup.xml"))).toBe("<moodle_backup/>");
  });

  it("refuses an entry whose path climbs out with ../ or is absolute", async () => {
    expect(await refusal(await tarGz([{ header: { name: "../x" }, body: "evil" }]))).toContain("«../x»");
    expect(await refusal(await tarGz([{ header: { name: "files/../../x" }, body: "evil" }]))).toContain("..");
    expect(await refusal(await tarGz([{ header: { name: "/etc/cron.d/x" }, body: "evil" }]))).toContain(
      "«/etc/cron.d/x»",
    );
  });

  it("refuses a symlink and a hardlink, whatever they point at", async () => {
    const symlink = await tarGz([
      { header: { name: "moodle_backup.xml" }, body: "<moodle_backup/>" },
      { header: { name: "files/ab/passwd", type: "symlink", linkname: "/etc/passwd" } },
    ]);
    expect(await refusal(symlink)).toBe(MOODLE_MESSAGES.link("files/ab/passwd"));
    const hardlink = await tarGz([{ header: { name: "files/ab/copy", type: "link", linkname: "moodle_backup.xml" } }]);
    expect(await refusal(hardlink)).toBe(MOODLE_MESSAGES.link("files/ab/copy"));
    const device = await tarGz([{ header: { name: "dev/zero", type: "character-device" } }]);
    expect(await refusal(device)).toBe(MOODLE_MESSAGES.special("dev/zero"));
  });

  it("refuses a tar bomb: a small .mbz that unpacks to far more than it could hold", async () => {
    // 8 MB of zeros packs to a few kilobytes: a ratio no backup of real files has.
    const bomb = await tarGz([{ header: { name: "files/00/zeros" }, body: new Uint8Array(8 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(bomb)).toBe(MOODLE_MESSAGES.tarBomb);
  });

  it("refuses what is not a gzip'd tar, or is cut short", async () => {
    expect(await refusal(Uint8Array.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]))).toBe(MOODLE_MESSAGES.notGzip);
    const whole = await tarGz([{ header: { name: "moodle_backup.xml" }, body: "x".repeat(4000) }]);
    expect(await refusal(whole.subarray(0, whole.length - 40))).toBe(MOODLE_MESSAGES.notGzip);
    expect(await refusal(gzipSync(Buffer.from("not a tar at all, just text ".repeat(40))))).toBe(
      MOODLE_MESSAGES.notGzip,
    );
  });
});
