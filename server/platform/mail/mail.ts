/** A mail to send. Text is required; html optional. Callers pass already-translated strings. */
export type Mail = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; path?: string; content?: Buffer; contentType?: string }[];
};

export type MailSender = { send(mail: Mail): Promise<void>; close(): Promise<void> };
