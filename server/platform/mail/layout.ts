import mjml2html from 'mjml';
import { designImagePath } from '../../../contract/designs.js';
import type { NetworkRecord } from '../network/network.js';
import { type MailTexts, mailTextsFor } from './mail-texts.js';

/**
 * The one look of every mail the server sends (MJML, which renders tables and inline styles that
 * mail programs show alike): the network's logo or name on its header colours, the content, a
 * button-coloured link style, and the footer with the mail imprint and, for optional mails, the
 * unsubscribe link. Texts are the recipient's language.
 */

type FooterTexts = { reason: (network: string) => string; unsubscribe: string; settings: string };

const FOOTER: MailTexts<FooterTexts> = {
  en: {
    reason: (network) => `You receive this e-mail as a member of ${network}.`,
    unsubscribe: 'Stop e-mails of this kind',
    settings: 'Notification settings',
  },
  de: {
    reason: (network) => `Sie erhalten diese E-Mail als Mitglied von ${network}.`,
    unsubscribe: 'Keine E-Mails dieser Art mehr erhalten',
    settings: 'Benachrichtigungseinstellungen',
  },
  de_DU: {
    reason: (network) => `Du erhältst diese E-Mail als Mitglied von ${network}.`,
    unsubscribe: 'Keine E-Mails dieser Art mehr bekommen',
    settings: 'Benachrichtigungseinstellungen',
  },
  es: {
    reason: (network) => `Recibes este correo como miembro de ${network}.`,
    unsubscribe: 'Dejar de recibir correos de este tipo',
    settings: 'Ajustes de notificaciones',
  },
  fr: {
    reason: (network) => `Vous recevez cet e-mail en tant que membre de ${network}.`,
    unsubscribe: 'Ne plus recevoir d’e-mails de ce type',
    settings: 'Paramètres de notification',
  },
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text as HTML paragraphs, its web addresses as links. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p style="margin:0 0 14px">${paragraph}</p>`)
    .join('');
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

export type LayoutInput = {
  network: NetworkRecord;
  publicUrl: string;
  locale: string;
  subject: string;
  /** The content as HTML (escaped already). */
  bodyHtml: string;
  unsubscribeUrl?: string;
  settingsUrl?: string;
};

/**
 * MJML takes tens of milliseconds per mail, and a digest run sends thousands that differ only in
 * subject, content and unsubscribe links. So the frame (network design, language, imprint) is
 * rendered once with markers where those go, and each mail fills the markers in one pass, so nothing
 * inserted is looked at again. Frames are kept per design and language, at most FRAMES_KEPT.
 */
const MARKER = `mail-slot-${Math.random().toString(36).slice(2, 10)}`;
const slot = (name: 'subject' | 'body' | 'links') => `@@${MARKER}-${name}@@`;
const SLOTS = new RegExp(`@@${MARKER}-(subject|body|links)@@`, 'g');
const FRAMES_KEPT = 64;
const frames = new Map<string, Promise<string>>();

/** Async because MJML 5 renders asynchronously (4 answers at once; awaiting serves both). */
export async function renderMailHtml(input: LayoutInput): Promise<string> {
  const t = mailTextsFor(FOOTER, input.locale, input.network.language);
  const links = [
    input.unsubscribeUrl
      ? `<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a>`
      : '',
    input.settingsUrl ? `<a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(t.settings)}</a>` : '',
  ].filter(Boolean);
  const values = {
    subject: escapeHtml(input.subject),
    body: input.bodyHtml,
    links: links.length ? `<br>${links.join(' · ')}` : '',
  };
  const frame = await frameFor(input.network, input.publicUrl, t);
  return frame.replace(SLOTS, (_, name: keyof typeof values) => values[name]);
}

function frameFor(network: NetworkRecord, publicUrl: string, t: FooterTexts): Promise<string> {
  const key = JSON.stringify([
    network.name,
    network.design,
    network.settings.imprint.mail_imprint,
    publicUrl,
    t.reason(network.name),
  ]);
  let frame = frames.get(key);
  if (!frame) {
    if (frames.size >= FRAMES_KEPT) frames.clear();
    frame = renderFrame(network, publicUrl, t);
    frames.set(key, frame);
    // A failed render is not kept: the next mail tries again.
    frame.catch(() => frames.delete(key));
  }
  return frame;
}

async function renderFrame(network: NetworkRecord, publicUrl: string, t: FooterTexts): Promise<string> {
  const colors = network.design.colors;
  const logo = network.design.logoFileId
    ? designImagePath(network.design.logoFileId)
    : network.design.logoUrl;
  const name = escapeHtml(network.name);
  const header = logo
    ? `<mj-image src="${escapeHtml(absolute(publicUrl, logo))}" alt="${name}" width="160px" align="left" padding="0" href="${escapeHtml(publicUrl)}" />`
    : `<mj-text font-size="18px" font-weight="600" color="${escapeHtml(colors.header_text ?? '#1b2430')}" padding="0">${name}</mj-text>`;
  const imprint = network.settings.imprint.mail_imprint;
  const { html } = await mjml2html(
    `<mjml>
  <mj-head>
    <mj-title>${slot('subject')}</mj-title>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.55" color="#1b2430" />
    </mj-attributes>
    <mj-style>a { color: ${escapeHtml(colors.primary ?? '#1f5fa8')}; }</mj-style>
  </mj-head>
  <mj-body background-color="${escapeHtml(colors.userbar_background ?? '#f4f6f9')}" width="600px">
    <mj-section background-color="${escapeHtml(colors.header_background ?? '#ffffff')}" padding="20px 24px" border-bottom="3px solid ${escapeHtml(colors.primary ?? '#1f5fa8')}">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 10px">
      <mj-column><mj-text padding="0">${slot('body')}</mj-text></mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.5" color="#5b6573" padding="0">
          ${imprint ? `<div>${imprint}</div>` : ''}
          <p style="margin:8px 0 0">${escapeHtml(t.reason(network.name))}${slot('links')}</p>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
    { validationLevel: 'soft', keepComments: false },
  );
  return html;
}

/** The text part's footer: the imprint and, for optional mails, the unsubscribe and settings links. */
export function textFooter(
  input: Omit<LayoutInput, 'bodyHtml' | 'subject'> & { imprintText: string },
): string {
  const t = mailTextsFor(FOOTER, input.locale, input.network.language);
  const lines = [
    input.imprintText,
    t.reason(input.network.name),
    input.unsubscribeUrl ? `${t.unsubscribe}: ${input.unsubscribeUrl}` : '',
    input.settingsUrl ? `${t.settings}: ${input.settingsUrl}` : '',
  ].filter(Boolean);
  return `\n\n-- \n${lines.join('\n')}`;
}
