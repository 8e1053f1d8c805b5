// Outgoing mail. With SMTP_URL it goes out over SMTP; without it, each mail is written to
// DATA_DIR/outbox as a .eml file, so that the password reset and access-link flows work on one
// machine with no mail server. The log names the file only: a link in a mail is a key (a reset
// token, a student's sign-in) and never goes into a log.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: config.MAIL_FROM, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ file }, 'mail written to the outbox');
    },
  };
}
