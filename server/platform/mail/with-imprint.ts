import type { NetworkCache } from '../network/cache.js';
import { plainText } from '../rich-text.js';
import type { MailSender } from './mail.js';

/**
 * Every mail carries the network's mail imprint (part 1 section 2.7), whoever sends it: the sender
 * appends it under the text and the HTML, as the administrator saved it (sanitised rich text).
 */
export function withMailImprint(sender: MailSender, network: Pick<NetworkCache, 'get'>): MailSender {
  return {
    async send(mail) {
      const imprint = (await network.get()).settings.imprint.mail_imprint;
      const plain = imprint ? plainText(imprint).trim() : '';
      if (!plain) return sender.send(mail);
      return sender.send({
        ...mail,
        text: `${mail.text}\n\n-- \n${plain}`,
        html: mail.html ? `${mail.html}<hr><div>${imprint}</div>` : undefined,
      });
    },
    close: () => sender.close(),
  };
}
