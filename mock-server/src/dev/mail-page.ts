import type { OutboxMessage } from "@app/domain/api/outbox";
import { escapeHtml } from "../http/escape-html";

/** Only our own relative links are made clickable. */
const linkHtml = (link: string | null): string =>
  link !== null && link.startsWith("/") && !link.startsWith("//")
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
    : "";

const messageHtml = (m: OutboxMessage): string => `
<article>
  <header><strong>${escapeHtml(m.subject)}</strong> · ${escapeHtml(m.to)} · <time>${escapeHtml(m.created_at)}</time> · ${escapeHtml(m.kind)}</header>
  <pre>${escapeHtml(m.text)}</pre>
  ${linkHtml(m.link)}
</article>`;

/** The dev mailbox page (/dev/mail): plain HTML, no scripts (the CSP forbids inline ones). Newest first. */
export const mailPage = (messages: ReadonlyArray<OutboxMessage>): string => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="10">
<title>Почта разработчика</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; }
a { overflow-wrap: anywhere; }
.warning { background: #fdecea; border: 2px solid #b3261e; color: #5f1410; border-radius: 6px; padding: .75rem 1rem; }
</style>
</head>
<body>
<p class="warning" role="alert"><strong>Только для разработки.</strong> Эта страница показывает письма всех пользователей, со ссылками для восстановления пароля и приглашениями: кто её открыл, может войти в любой аккаунт. Никогда не включайте её на сервере, доступном другим людям: при <code>NODE_ENV=production</code> она выключена.</p>
<h1>Почта разработчика</h1>
<p>Письма, которые платформа отправила бы (${messages.length}). Страница обновляется каждые 10 секунд. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${messages.length === 0 ? "<p>Писем пока нет.</p>" : messages.map(messageHtml).join("\n")}
</body>
</html>
`;
