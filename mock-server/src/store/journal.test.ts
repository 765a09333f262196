import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openJournal } from "./journal";

const fresh = (): string => path.join(mkdtempSync(path.join(os.tmpdir(), "journal-file-")), "journal.log");

describe("journal file", () => {
  it("puts lines appended while a rotation waits into the new file, never the rotated one", async () => {
    const file = fresh();
    const journal = await openJournal(file);
    const a = journal.append("A\n", 1); // in flight
    const rotation = journal.rotate(); // waits for A
    const b = journal.append("B\n", 2); // arrives during the wait
    await Promise.all([a, rotation, b]);
    expect(readFileSync(`${file}.old`, "utf8")).toBe("A\n");
    expect(readFileSync(file, "utf8")).toBe("B\n");
    await journal.close();
  });

  it("group-commits: lines appended together share writes, in order", async () => {
    const file = fresh();
    const journal = await openJournal(file);
    await Promise.all(Array.from({ length: 100 }, (_, i) => journal.append(`${i}\n`, i)));
    expect(readFileSync(file, "utf8")).toBe(Array.from({ length: 100 }, (_, i) => `${i}\n`).join(""));
    expect(journal.bytes()).toBe(readFileSync(file).length);
    await journal.close();
  });

  it("keeps a leftover rotated file's lines when rotating again", async () => {
    const file = fresh();
    const journal = await openJournal(file);
    await journal.append("1\n", 1);
    await journal.rotate();
    await journal.append("2\n", 2);
    await journal.rotate(); // the first rotated file was never dropped
    expect(readFileSync(`${file}.old`, "utf8")).toBe("1\n2\n");
    await journal.dropRotated();
    await journal.append("3\n", 3);
    expect(readFileSync(file, "utf8")).toBe("3\n");
    await journal.close();
  });
});
