import { newId } from '../ids.js';
import type { NetworkCache } from '../network/cache.js';
import { plainText } from '../rich-text.js';
import { renderMailHtml, textFooter, textToHtml } from './layout.js';
import type { MailSender } from './mail.js';

/**
 * Every mail goes out in the one layout (layout.ts), whoever sends it: an HTML part (the sender's
 * HTML or its text made HTML) and a text part, both with the network's mail imprint (part 1 section
 * 2.7) and footer; `Auto-Submitted: auto-generated` (RFC 3834, so no vacation reply answers it), a
 * Message-ID on the network's host, and for optional mails List-Unsubscribe with one-click POST
 * (RFC 8058).
 */
export function withMailLayout(
  sender: MailSender,
  network: Pick<NetworkCache, 'get'>,
  publicUrl: string,
): MailSender {
  const host = new URL(publicUrl).hostname;
  return {
    async send(mail) {
      const record = await network.get();
      const locale = mail.locale ?? record.language;
      const imprint = record.settings.imprint.mail_imprint;
      const imprintText = imprint ? plainText(imprint).trim() : '';
      const common = {
        network: record,
        publicUrl,
        locale,
        unsubscribeUrl: mail.unsubscribe?.url,
        settingsUrl: mail.unsubscribe?.settingsUrl,
      };
      const headers: Record<string, string> = { ...mail.headers, 'Auto-Submitted': 'auto-generated' };
      if (mail.unsubscribe) {
        headers['List-Unsubscribe'] = `<${mail.unsubscribe.url}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      return sender.send({
        ...mail,
        text: `${mail.text.trimEnd()}${textFooter({ ...common, imprintText })}\n`,
        html:
          mail.ownDesign && mail.html
            ? mail.html
            : await renderMailHtml({
                ...common,
                subject: mail.subject,
                bodyHtml: mail.html ?? textToHtml(mail.text),
              }),
        headers,
        messageId: mail.messageId ?? `<${newId()}@${host}>`,
      });
    },
    close: () => sender.close(),
  };
}
