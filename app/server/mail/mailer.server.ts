/**
 * Outgoing email behind one small interface (issue 10 §5): SMTP when
 * SMTP_URL is set (smtp-mailer.server.ts), otherwise the embedded default
 * that writes each message as an .eml file under DATA_DIR/mail
 * (folder-mailer.server.ts) and says so at start-up. Nothing pretends to have
 * sent a real email.
 */

export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  from: MailAddress;
  to: string[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** What the server said ("250 2.0.0 OK queued"), or where the file went. */
  response: string;
}

export interface Mailer {
  kind: "smtp" | "folder";
  /** For the start-up log line: where mail goes. */
  description: string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** nodemailer's message options from ours. */
export function nodemailerMessage(m: MailMessage) {
  return {
    from: m.from,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments,
    headers: m.headers,
  };
}
