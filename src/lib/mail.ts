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

const transport = processSingleton<Transporter>("mail.transport", () =>
  nodemailer.createTransport(config().SMTP_URL, { from: config().MAIL_FROM }),
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
