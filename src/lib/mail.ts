import nodemailer, { type Transporter } from "nodemailer";
import { config } from "./config";
import { processSingleton } from "./process-state";

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

// Mail is sent while the owner's request waits: a server that accepts and then stalls must not
// hold a booking's confirmation for nodemailer's defaults (two minutes to connect, ten of silence).
// Query parameters of SMTP_URL still override these.
export const smtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
} as const;

/** An SMTP transport for `url` that gives up on a silent server within the timeouts above. */
export function mailTransport(url: string, from: string): Transporter {
  return nodemailer.createTransport({ url, ...smtpTimeouts }, { from });
}

const transport = processSingleton<Transporter>("mail.transport", () =>
  mailTransport(config().SMTP_URL, config().MAIL_FROM),
);

/** Sends one message through SMTP_URL; a refused or unreachable server rejects the promise. */
export async function sendMail(mail: Mail): Promise<void> {
  await transport().sendMail({
    from: config().MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  });
}
