import type { AppContext } from '../../platform/context.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { readUnsubscribeToken } from '../../platform/mail/unsubscribe-token.js';
import { memberRecordById } from '../members/service.js';
import { isDigestMail, NEWSLETTER_MAIL } from './digest-subscribers.js';
import { turnOffKindMail } from './member-settings-data.js';
import { notificationKinds } from './service.js';

/**
 * One-click unsubscribe of one notification kind (RFC 8058). Mail programs POST to the List-Unsubscribe
 * URL; a person who follows the footer link gets a page with one button that POSTs (a GET never
 * unsubscribes, as link scanners open every link). No sign-in: the signed token names member and kind.
 */

/**
 * The member and kind of a valid token for a member who still exists and a kind still registered (or a
 * digest mail, whose switch the link turns off, or the newsletter).
 */
export async function unsubscribeTarget(ctx: AppContext, token: string) {
  const target = readUnsubscribeToken(ctx.config.sessionSecret, token);
  const known =
    target &&
    (ctx.extensions.get(notificationKinds, target.kind) ||
      isDigestMail(target.kind) ||
      target.kind === NEWSLETTER_MAIL);
  if (!target || !known) return null;
  const member = await memberRecordById(ctx.db, target.memberId);
  return member ? { ...target, locale: member.locale } : null;
}

export async function unsubscribe(ctx: AppContext, target: { memberId: string; kind: string }) {
  await ctx.db.transaction((tx) => turnOffKindMail(tx, target.memberId, target.kind));
}

type PageTexts = { title: string; question: string; button: string; done: string; invalid: string };

const PAGE: MailTexts<PageTexts> = {
  en: {
    title: 'Unsubscribe',
    question: 'Stop e-mails of this kind? You can turn them on again in your notification settings.',
    button: 'Stop these e-mails',
    done: 'Done: you will no longer receive e-mails of this kind.',
    invalid: 'This unsubscribe link is not valid.',
  },
  de: {
    title: 'Abmelden',
    question:
      'Keine E-Mails dieser Art mehr erhalten? Sie können sie in Ihren Benachrichtigungseinstellungen wieder einschalten.',
    button: 'Diese E-Mails abbestellen',
    done: 'Erledigt: Sie erhalten keine E-Mails dieser Art mehr.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
  de_DU: {
    title: 'Abmelden',
    question:
      'Keine E-Mails dieser Art mehr bekommen? Du kannst sie in deinen Benachrichtigungseinstellungen wieder einschalten.',
    button: 'Diese E-Mails abbestellen',
    done: 'Erledigt: Du bekommst keine E-Mails dieser Art mehr.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
  es: {
    title: 'Darse de baja',
    question:
      '¿Dejar de recibir correos de este tipo? Puedes volver a activarlos en tus ajustes de notificaciones.',
    button: 'Dejar de recibir estos correos',
    done: 'Hecho: ya no recibirás correos de este tipo.',
    invalid: 'Este enlace para darse de baja no es válido.',
  },
  fr: {
    title: 'Se désabonner',
    question:
      'Ne plus recevoir d’e-mails de ce type ? Vous pourrez les réactiver dans vos paramètres de notification.',
    button: 'Ne plus recevoir ces e-mails',
    done: 'C’est fait : vous ne recevrez plus d’e-mails de ce type.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
};

/** A bare page (no script, no inline style: the CSP stays as it is) in the member's language. */
export function unsubscribePage(
  locale: string,
  state: 'question' | 'done' | 'invalid',
  networkName: string,
  action = '',
): string {
  const t = mailTextsFor(PAGE, locale);
  const body =
    state === 'question'
      ? `<p>${escapeHtml(t.question)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<p>${escapeHtml(state === 'done' ? t.done : t.invalid)}</p>`;
  return `<!doctype html><html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} · ${escapeHtml(networkName)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}
