import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_RULE_MESSAGES } from "@app/domain/certificates/certificate-rule";
import { REVOKE_MESSAGES, type CertificateView } from "@app/domain/certificates/certificate-api";
import { ok } from "../../test-support/answers";
import { fakeApi } from "../../test-support/fake-api";
import { renderScreen } from "../../test-support/render-screen";
import { CertificateRuleSection } from "./certificate-rule-section";
import { CourseCertificates } from "./course-certificates";
import { gapText } from "./gap-text";

const certificate: CertificateView = {
  number: "CP-2026-7K3F9XQ2",
  status: "valid",
  student_name: "Пётр Тестов",
  course_name: "Основы Python",
  school_name: "Демо-школа",
  document: "Сертификат о прохождении курса",
  honours: false,
  issued_at: "2026-11-27T09:00:00.000Z",
  revoked_at: null,
  replaced_by: null,
  course_id: 1,
  user_id: 9,
  score_percent: null,
  revoke_reason: null,
};

describe("the thresholds in Настройки", () => {
  it("checks on the form, then sends; the server's 422 lands on its field", async () => {
    const api = fakeApi({ "GET courses/1/certificate-rule": ok({ pass_percent: 70, honours_percent: 90 }) });
    const { user } = renderScreen(<CertificateRuleSection courseId={1} className="settings-card" />, {
      as: "SCHOOL_OWNER",
    });
    const pass = await screen.findByLabelText("Порог сертификата, %");
    const honours = screen.getByLabelText("Порог «с отличием», %");
    await user.clear(pass);
    await user.type(pass, "95");
    await user.click(screen.getByRole("button", { name: "Сохранить пороги" }));
    expect(await screen.findByText(CERTIFICATE_RULE_MESSAGES.honoursBelowPass)).toBeTruthy();
    expect(api.callsTo("PUT courses/1/certificate-rule")).toHaveLength(0);

    await user.clear(honours);
    await user.type(honours, "99");
    api.route("PUT courses/1/certificate-rule", {
      status: 422,
      body: { error: { message: "" }, errors: { validation: { pass_percent: ["Введите целое число от 0 до 100"] } } },
    });
    await user.click(screen.getByRole("button", { name: "Сохранить пороги" }));
    expect(await screen.findByText("Введите целое число от 0 до 100")).toBeTruthy();
    expect(api.callsTo("PUT courses/1/certificate-rule")[0]?.body).toEqual({ pass_percent: 95, honours_percent: 99 });
  });
});

describe("the course's certificates in Пользователи", () => {
  it("revoking asks for a reason, then sends it", async () => {
    const api = fakeApi({ "GET courses/1/certificates": ok([certificate]) });
    const { user } = renderScreen(<CourseCertificates courseId={1} readOnly={false} className="users-card" />, {
      as: "SCHOOL_OWNER",
    });
    await user.click(await screen.findByRole("button", { name: `Отозвать сертификат ${certificate.number}` }));
    const dialog = await screen.findByRole("dialog", { name: "Отозвать сертификат" });
    await user.click(within(dialog).getByRole("button", { name: "Отозвать" }));
    expect(await within(dialog).findByText(REVOKE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo(`POST certificates/${certificate.number}/revoke`)).toHaveLength(0);

    api.route(`POST certificates/${certificate.number}/revoke`, ok({ ...certificate, status: "revoked" }));
    await user.type(within(dialog).getByLabelText("Причина"), "Выдан по ошибке");
    await user.click(within(dialog).getByRole("button", { name: "Отозвать" }));
    expect(await screen.findByText(`Отозван сертификат ${certificate.number}`)).toBeTruthy();
    expect(api.callsTo(`POST certificates/${certificate.number}/revoke`)[0]?.body).toEqual({
      reason: "Выдан по ошибке",
    });
  });

  it("read-only staff see the list without the actions", async () => {
    fakeApi({ "GET courses/1/certificates": ok([certificate]) });
    renderScreen(<CourseCertificates courseId={1} readOnly className="users-card" />, { as: "TEACHER" });
    expect(await screen.findByText("Пётр Тестов")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Отозвать/ })).toBeNull();
  });
});

describe("what is left, in words", () => {
  const t = i18next.getFixedT("ru", "certificates");
  it("names the parts that are not zero, with Russian plurals", () => {
    expect(
      gapText(t, { lessons: 1, tasks_to_send: 0, tasks_on_review: 2, score_percent: 55, score_short: true }, 70),
    ).toBe("Осталось: 1 урок, 2 задания на проверке, набрать в тестах 70 % (сейчас 55 %)");
    expect(
      gapText(t, { lessons: 5, tasks_to_send: 1, tasks_on_review: 0, score_percent: null, score_short: false }, 70),
    ).toBe("Осталось: 5 уроков, 1 задание сдать");
    expect(
      gapText(t, { lessons: 0, tasks_to_send: 0, tasks_on_review: 0, score_percent: 90, score_short: false }, 70),
    ).toBe("");
  });
});
