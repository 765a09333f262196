import type { Page } from "@playwright/test";
import { INVITATION_TTL_MS } from "@app/mock-server/access/invitation-tokens";
import { expect, test } from "./support/fixtures";
import { lastMailTo, registerStudent, uniqueEmail } from "./support/accounts";
import { apiAs } from "./support/api";
import { shot } from "./support/screens";
import { emptyStorage } from "./support/switch-account";

const tokenOf = (link: string | null): string => link?.split("/invite/")[1] ?? "";

/** The bad-token page: its own title and message, and the ways on (catalogue, sign-in); never the not-found page. */
const expectProblem = async (page: Page, title: string, text: RegExp, name: string, project: string): Promise<void> => {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Каталог курсов" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Войти" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Страница не найдена!" })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width, "no horizontal overflow").toBeLessThanOrEqual(0);
  await shot(page, `token-${name}-${project}.png`, { fullPage: true });
};

// One journey on one seed, signed out at the start of each step: the bad tokens are the first step's
// own invitations (its fourteen days pass on the server's clock, which no later step minds), and each
// later step signs in through the form after the storage the step before left is emptied
// (support/switch-account.ts), as a fresh signed-out browser.
test("bad invitations and links; sign-in returns to the asking page, never to another site; a visitor of /myCourses/1 comes back to the lesson", async ({
  page,
  request,
  openAs,
  time,
}, info) => {
  await test.step("each bad invitation or link says what is wrong and offers a way on", async () => {
    const owner = apiAs(request, "owner@demo.ru");
    const project = info.project.name;
    const invite = async (email: string) => {
      const answer = await owner.post("/api/courses/1/invitations", { emails: [email], role: "student" });
      expect(answer.status()).toBe(201);
      const [invitation] = ((await answer.json()) as { data: Array<{ id: number }> }).data;
      return { id: invitation?.id ?? 0, token: tokenOf((await lastMailTo(request, email)).link) };
    };

    await page.goto("/invite/this-token-was-never-issued");
    await expectProblem(page, "Приглашение не найдено", /скопирована целиком/, "forged", project);

    const revoked = await invite(uniqueEmail("revoked"));
    expect((await owner.delete(`/api/courses/1/invitations/${revoked.id}`)).status()).toBe(200);
    await page.goto(`/invite/${revoked.token}`);
    await expectProblem(
      page,
      "Приглашение отозвано",
      /отменила приглашение на курс «Основы Python»/,
      "revoked",
      project,
    );

    const student = await registerStudent(request, "used-invite");
    const used = await invite(student.email);
    expect((await student.api.post(`/api/invitations/${used.token}/accept`)).status()).toBe(200);
    await page.goto(`/invite/${used.token}`);
    await expectProblem(page, "Приглашение уже использовано", /уже вошли в курс «Основы Python»/, "used", project);

    // Its fourteen days pass on the server's clock: the invitation expires there, as it would.
    const unanswered = await invite(uniqueEmail("expired"));
    await time.advance(INVITATION_TTL_MS + 1000);
    await page.goto(`/invite/${unanswered.token}`);
    await expectProblem(page, "Срок действия приглашения истёк", /действовало 14 дней/, "expired", project);

    await page.goto("/join/an-old-or-forged-link");
    await expectProblem(page, "Ссылка недействительна", /сменила ссылку доступа/, "link", project);
  });

  await test.step("sign-in returns to the page that asked for it, when the role may open it; never to another site", async () => {
    await emptyStorage(page);
    await page.goto("/students?search=%D0%B0");
    await expect(page).toHaveURL(/\/login\?next=%2Fstudents%3Fsearch%3D/);
    await page.getByLabel("E-mail").fill("owner@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/students\?search=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe("?search=а");

    // Each next: a fresh signed-out browser.
    for (const next of ["%2F%2Fevil.example%2F", "%2FcreatedCourses"]) {
      const visitor = await openAs(null);
      await visitor.goto(`/login?next=${next}`);
      await visitor.getByLabel("E-mail").fill("student@demo.ru");
      await visitor.getByLabel("Пароль").fill("demo123");
      await visitor.getByRole("button", { name: "Войти" }).click();
      await expect(visitor, next).toHaveURL(/\/myCourses$/);
    }
  });

  await test.step("a signed-out visitor of /myCourses/1 reaches the course page and, signed in, comes back to the lesson", async () => {
    // Every course screen sends a visitor to the course's public page, with the address to come back to.
    await emptyStorage(page);
    await page.goto("/myCourses/1");
    await expect(page).toHaveURL(/\/landing\/courses\/1\?next=%2FmyCourses%2F1$/);
    await page.goto("/myCourses/1/lessons");
    await expect(page).toHaveURL(/\/landing\/courses\/1\?next=%2FmyCourses%2F1%2Flessons$/);
    await expect(page.getByRole("heading", { level: 1, name: "Основы Python" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Войти" }).click();
    await page.getByLabel("E-mail").fill("student@demo.ru");
    await page.getByLabel("Пароль").fill("demo123");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/myCourses\/1\/lessons$/);
  });
});
