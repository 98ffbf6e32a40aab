import { describe, expect, it } from 'vitest';
import type { NetworkRecord } from '../network/service.js';
import { notificationMail } from './notify.js';

describe('message notification mail', () => {
  it('writes a message mail formally in German, informally in de_DU and in Spanish and French', () => {
    const network = {
      name: 'Acme',
      settings: { notifications_send_direct_message_body: false },
    } as NetworkRecord;
    const message = { id: 'm1', subject: 'Hallo', plainContent: '' };
    const mail = (locale: string) => notificationMail(network, message, 'Anna', locale, 'https://x.example');
    expect(mail('de').text).toContain('Anna hat Ihnen eine Nachricht geschickt.');
    expect(mail('de_DU').text).toContain('Anna hat dir eine Nachricht geschickt.');
    expect(mail('es').subject).toBe('[Acme] Nuevo mensaje de Anna: Hallo');
    expect(mail('fr').text).toContain('Anna vous a envoyé un message.');
  });
});
