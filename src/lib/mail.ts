import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "./logger";

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

const holder = globalThis as typeof globalThis & { __mailTransport?: Transporter };

function transport(url: string): Transporter {
  holder.__mailTransport ??= nodemailer.createTransport(url);
  return holder.__mailTransport;
}

/** Sends through the SMTP server of SMTP_URL; without it, mail is disabled and says so in the log. */
export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    logger().info({ subject: mail.subject }, "mail disabled: SMTP_URL is not set");
    return;
  }
  await transport(url).sendMail({
    from: process.env.MAIL_FROM ?? "Volkswagen Serviços <nao-responda@localhost>",
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  });
}
