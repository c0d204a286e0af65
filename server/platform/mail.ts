import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { LanguageCode } from "#contracts/languages.ts";
import { languageDirection } from "#contracts/languages.ts";
import type { Db } from "#db/client.ts";
import { devMailbox } from "#db/schema/accounts.ts";
import type { Jobs, Transaction } from "./jobs.ts";
import { escapeHtml } from "./plain-page.ts";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (an enquirer's address on a notice to support). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). The development mailbox keeps only the bodies. */
  headers?: Record<string, string>;
};

/** Where mail goes: an SMTP server, or (demo mode) the development mailbox. */
export type MailTransport = {
  kind: "smtp" | "dev-mailbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Stores every message in the database, where /dev/mailbox shows it (demo mode only). */
export function createDevMailbox(db: Db): MailTransport {
  return {
    kind: "dev-mailbox",
    send: async (mail) => {
      const { to, subject, text, html } = mail;
      await db.insert(devMailbox).values({ to, subject, text, html });
    },
    close: () => {},
  };
}

const mailQueue = "mail.send";

/**
 * Sends mail from a background job: a slow or failing SMTP server never holds up a request, and
 * a failed send is retried with backoff (about 8 attempts over 40 minutes).
 */
export class Mailer {
  readonly #jobs: Jobs;
  constructor(jobs: Jobs, transport: MailTransport, log: FastifyBaseLogger) {
    this.#jobs = jobs;
    jobs.define({ name: mailQueue, retryLimit: 8, retryDelaySeconds: 10 });
    jobs.work<OutgoingMail>(
      mailQueue,
      async (mail, job) => {
        await transport.send(mail);
        log.info({ jobId: job.id, subject: mail.subject }, "e-mail sent");
      },
      // A burst of receipts must not keep a sign-up code waiting: several sends at once.
      { localConcurrency: 4 },
    );
  }

  /**
   * Queues a message; inside `tx` it is sent only if the transaction commits. `urgent` mail
   * (codes someone is waiting for) goes ahead of receipts and notices.
   */
  async send(
    mail: OutgoingMail,
    options: { tx?: Transaction; urgent?: boolean } = {},
  ): Promise<void> {
    const { urgent, ...rest } = options;
    await this.#jobs.enqueue(mailQueue, mail, { ...rest, ...(urgent ? { priority: 10 } : {}) });
  }
}

/** A mail text with its `{{name}}` placeholders filled; an unknown one stays visible. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "code"; text: string }
  | { kind: "button"; text: string; href: string }
  /** A small, plain link (an unsubscribe line). */
  | { kind: "link"; text: string; href: string };

/**
 * One e-mail in the shop's look (dark card, neon accent) with its plain-text twin. Every value
 * is escaped: names and addresses come from users.
 */
export function composeMail(input: {
  to: string;
  lang: LanguageCode;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  footer: string;
  headers?: Record<string, string>;
}): OutgoingMail {
  const dir = languageDirection(input.lang);
  const align = dir === "rtl" ? "right" : "left";
  const body = input.blocks
    .map((block) => {
      if (block.kind === "code") {
        return `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;padding:14px 22px;border-radius:12px;background:#141424;border:1px solid #8b5cf6;font:700 30px/1 ui-monospace,Menlo,Consolas,monospace;letter-spacing:8px;color:#ececf7">${escapeHtml(block.text)}</span></p>`;
      }
      if (block.kind === "link") {
        return `<p style="margin:0 0 14px;font-size:12px;line-height:1.5;color:#8b8bab"><a href="${escapeHtml(block.href)}" style="color:#22d3ee">${escapeHtml(block.text)}</a></p>`;
      }
      if (block.kind === "button") {
        return `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 22px;border-radius:12px;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font-weight:700;text-decoration:none">${escapeHtml(block.text)}</a></p>`;
      }
      return `<p style="margin:0 0 14px;line-height:1.6;color:#b4b4cf">${escapeHtml(block.text)}</p>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#05050a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#0f0f1b;border:1px solid #2a2a45;border-radius:18px;padding:28px;text-align:${align}">
<p style="margin:0 0 4px;font-weight:800;font-size:22px;color:#ececf7">Game<span style="color:#22d3ee">Zone</span></p>
<p style="margin:0 0 22px;font-size:11px;letter-spacing:2px;color:#8b5cf6">INSTANT RECHARGE. INSTANT VICTORY!</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#ececf7">${escapeHtml(input.heading)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#8b8bab">${escapeHtml(input.footer)}</p>
</div>
</body>
</html>`;
  const text = [
    "GameZone",
    "",
    input.heading,
    "",
    ...input.blocks.map((block) =>
      block.kind === "button" || block.kind === "link"
        ? `${block.text}: ${block.href}`
        : block.text,
    ),
    "",
    "--",
    input.footer,
  ].join("\n");
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    ...(input.headers ? { headers: input.headers } : {}),
  };
}
