import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const keptMessages = 500;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );

function inboxPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<li><a href="/messages/${message.id}"><strong>${escapeHtml(message.subject)}</strong></a><br><small>para ${escapeHtml(message.to.join(", "))} · ${new Date(message.receivedAt).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}</small></li>`,
    )
    .join("");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Caixa de entrada local</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#1b1f23}h1{color:#001e50}li{padding:.75rem 0;border-bottom:1px solid #dfe4e8;list-style:none}ul{padding:0}a{color:#0040c5}pre{white-space:pre-wrap;background:#f1f3f5;padding:1rem;border-radius:8px}</style></head><body><h1>Caixa de entrada local</h1><p>Mensagens enviadas pelo site neste computador (as ${keptMessages} mais recentes).</p><ul>${rows || "<li>Nenhuma mensagem ainda.</li>"}</ul></body></html>`;
}

function messagePage(message: CaughtMessage): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(message.subject)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#1b1f23}pre{white-space:pre-wrap;background:#f1f3f5;padding:1rem;border-radius:8px}a{color:#0040c5}</style></head><body><p><a href="/">Voltar para a caixa de entrada</a></p><h1>${escapeHtml(message.subject)}</h1><p>De ${escapeHtml(message.from)} para ${escapeHtml(message.to.join(", "))}</p><pre>${escapeHtml(message.text)}</pre></body></html>`;
}

/**
 * A local mail catcher for development and tests: an SMTP server that keeps every message in
 * memory and a small web inbox with a JSON API (`GET /api/messages?to=`) the tests read codes from.
 */
export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  host?: string;
}): Promise<{ close(): Promise<void> }> {
  const host = options.host ?? "127.0.0.1";
  const messages: CaughtMessage[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: parsed.from?.text ?? "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, keptMessages);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const web: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/api/messages" && request.method === "GET") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(list));
      return;
    }
    if (url.pathname === "/api/messages" && request.method === "DELETE") {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    const single = /^\/messages\/([\w-]+)$/.exec(url.pathname);
    const message = single ? messages.find((candidate) => candidate.id === single[1]) : undefined;
    if (request.method === "GET" && (url.pathname === "/" || message)) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(message ? messagePage(message) : inboxPage(messages));
      return;
    }
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    response.end("Não encontrado");
  });

  await new Promise<void>((resolve, reject) => {
    smtp.on("error", reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    web.on("error", reject);
    web.listen(options.webPort, host, () => resolve());
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        web.close(() => smtp.close(() => resolve()));
      }),
  };
}
