import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { initTestI18n } from "../../test-support/i18n";
import { REPLAY_GAP_TEXT, sayReplayGaps } from "./replay-gaps";

beforeAll(() => initTestI18n());

describe("screens the log never read say so (issue #33 row 9)", () => {
  it("in a replay, every namespace's load failure names the log; other texts stay", () => {
    const t = (key: string, ns?: string) => i18next.t(key, ns === undefined ? {} : { ns });
    expect(t("loadError", "course-social")).toBe("Не удалось загрузить данные. Обновите страницу.");
    sayReplayGaps();
    for (const ns of ["course-social", "checking", "students", "created-courses"])
      expect(t("loadError", ns), ns).toBe(REPLAY_GAP_TEXT);
    expect(i18next.t("bugReport.send")).toBe("Отправить отчёт");
    expect(i18next.t("x", { defaultValue: ERROR_MESSAGES.network })).toBe(REPLAY_GAP_TEXT);
  });
});
