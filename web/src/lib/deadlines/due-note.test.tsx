import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StudentDue } from "@app/domain/api/deadlines";
import { ok, profileData } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { DueNote } from "./due-note";
import { dueText } from "./due-text";

/** 12 November 2026, 12:00 in Moscow (09:00 UTC). */
const NOW = new Date("2026-11-12T09:00:00Z");
/** 14 November 2026, 23:59 in Moscow. */
const AT = "2026-11-14T20:59:00.000Z";
const due = (over: Partial<StudentDue> = {}): StudentDue => ({
  at: AT,
  hard: false,
  state: "open",
  extended: false,
  ...over,
});

describe("dueText: the date in the viewer's zone", () => {
  it("counts calendar days in that zone, not 24-hour spans", () => {
    expect(dueText(due(), false, NOW, "Europe/Moscow")).toEqual({
      key: "due.before",
      values: { date: "14 ноября", time: "23:59" },
      days: 2,
    });
    // In Vladivostok (UTC+10) the same instant is already 15 November, 06:59.
    expect(dueText(due(), false, NOW, "Asia/Vladivostok")).toEqual({
      key: "due.before",
      values: { date: "15 ноября", time: "06:59" },
      days: 3,
    });
    // One minute before midnight of the 13th in Moscow the date is tomorrow; one minute after, today.
    expect(dueText(due(), false, new Date("2026-11-13T20:58:00Z"), "Europe/Moscow").days).toBe(1);
    expect(dueText(due(), false, new Date("2026-11-13T21:00:00Z"), "Europe/Moscow").days).toBe(0);
  });

  it("names the year only when it is not this year's", () => {
    expect(dueText(due({ at: "2027-01-10T20:59:00Z" }), false, NOW, "Europe/Moscow").values).toEqual({
      date: "10 января 2027",
      time: "23:59",
    });
  });

  it("says sent, late or closed by the server's state, with no countdown", () => {
    expect(dueText(due({ state: "late" }), false, NOW, "Europe/Moscow")).toMatchObject({ key: "due.late", days: null });
    expect(dueText(due({ state: "closed", hard: true }), false, NOW, "Europe/Moscow")).toMatchObject({
      key: "due.closed",
      days: null,
    });
    expect(dueText(due({ state: "closed", hard: true }), true, NOW, "Europe/Moscow")).toMatchObject({
      key: "due.sent",
    });
  });
});

describe("DueNote", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderNote = async (props: Parameters<typeof DueNote>[0], timezoneId: number) => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    fakeApi({ "GET my-profile": ok(profileData({ name: "Ученик", timezone_id: timezoneId })) });
    renderScreen(<DueNote {...props} />, { as: "STUDENT" });
    // The profile's zone arrives with the profile.
    return screen.findByText(/Сдать до|Срок сдачи/);
  };

  it("before the date: `Сдать до 14 ноября, 23:59 (через 2 дня)` in the profile's zone, and the hard mark", async () => {
    await renderNote({ due: due({ hard: true }) }, 2);
    expect(await screen.findByText("Сдать до 14 ноября, 23:59 (через 2 дня)")).toBeTruthy();
    expect(screen.getByText("Жёсткий срок")).toBeTruthy();
  });

  it("tomorrow and today by the calendar", async () => {
    await renderNote({ due: due({ at: "2026-11-13T08:00:00Z", state: "soon" }) }, 2);
    expect(await screen.findByText("Сдать до 13 ноября, 11:00 (завтра)")).toBeTruthy();
  });

  it("after a hard date: that work is no longer taken, plainly", async () => {
    await renderNote({ due: due({ hard: true, state: "closed" }), id: "due-1" }, 2);
    const note = await screen.findByText("Срок сдачи истёк 14 ноября в 23:59. Работу больше не принимают.");
    expect(note.closest("p")?.id).toBe("due-1");
    expect(screen.queryByText("Жёсткий срок")).toBeNull();
  });

  it("after a soft date: still taken, marked late; sent late it says so", async () => {
    await renderNote({ due: due({ state: "late" }) }, 2);
    expect(
      await screen.findByText(
        "Срок сдачи прошёл 14 ноября в 23:59. Работу ещё примут, но с отметкой «Сдано с опозданием».",
      ),
    ).toBeTruthy();
  });

  it("sent after an extension: the date alone, `Срок продлён` and `Сдано с опозданием`", async () => {
    await renderNote({ due: due({ state: "late", extended: true }), sent: true, late: true }, 9);
    expect(await screen.findByText("Срок сдачи: 15 ноября, 06:59")).toBeTruthy();
    expect(screen.getByText("Срок продлён")).toBeTruthy();
    expect(screen.getByText("Сдано с опозданием")).toBeTruthy();
  });
});
