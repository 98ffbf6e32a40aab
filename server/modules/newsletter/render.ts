import type { WidgetAppointment } from '../../../contract/my-appointments.js';
import {
  NEWSLETTER_PLACEHOLDERS,
  type NewsletterSection,
  type NewsletterTemplate,
} from '../../../contract/newsletter.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import { mailDateLocale, mailTextsFor } from '../../platform/mail/mail-texts.js';
import type { NetworkRecord } from '../network/service.js';
import type { NewsletterContent } from './content.js';
import { NEWSLETTER_TEXTS, type NewsletterTexts } from './newsletter-texts.js';

/**
 * One recipient's newsletter: the administrator's template with the content block (the sections in
 * the chosen order, e-mail-safe HTML with inline styles) at {{newsletter_content}} and the imprint,
 * the reason and the links to the member's e-mail settings and to unsubscribe at each
 * {{disclaimer_and_settings}}; the template's CSS goes in the head as it is (not inlined), its `js`
 * never. The text part carries the same sections.
 */

export type RenderInput = {
  network: NetworkRecord;
  publicUrl: string;
  locale: string;
  timeZone: string;
  template: NewsletterTemplate;
  order: readonly NewsletterSection[];
  content: NewsletterContent;
  links: { unsubscribeUrl: string; settingsUrl: string };
  test: boolean;
};

type Part = { text: string; html: string };

const EXCERPT = 200;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};
const heading = (title: string) =>
  `<h2 style="font-size:17px;margin:20px 0 8px;padding:0">${escapeHtml(title)}</h2>`;
const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="font-weight:600">${escapeHtml(label)}</a>`;
const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

function when(appointment: WidgetAppointment, input: RenderInput, t: NewsletterTexts): string {
  const locale = mailDateLocale(input.locale);
  if (appointment.all_day) {
    const day = new Date(`${appointment.start.slice(0, 10)}T00:00:00Z`);
    return `${day.toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' })}, ${t.allDay}`;
  }
  return new Date(appointment.start).toLocaleString(locale, {
    timeZone: input.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

type Entry = { title: string; detail: string; url: string };

function section(title: string, entries: Entry[]): Part | null {
  if (entries.length === 0) return null;
  return {
    text: [title, ...entries.map((e) => `- ${e.title}${e.detail ? ` (${e.detail})` : ''}: ${e.url}`)].join(
      '\n',
    ),
    html: [
      heading(title),
      ...entries.map(
        (e) =>
          `<p style="margin:0 0 10px">${link(e.url, e.title)}${e.detail ? `<br><span style="color:#5b6573;font-size:13px">${escapeHtml(e.detail)}</span>` : ''}</p>`,
      ),
    ].join(''),
  };
}

function sectionOf(name: NewsletterSection, input: RenderInput, t: NewsletterTexts): Part | null {
  const { content, publicUrl } = input;
  switch (name) {
    case 'articles':
      return section(
        t.articles,
        content.articles.map((a) => ({
          title: a.title,
          detail: [a.channelTitle, excerpt(a.teaser)].filter(Boolean).join(' · '),
          url: absolute(publicUrl, a.url),
        })),
      );
    case 'activities':
      return section(
        t.activities,
        content.activities.map((a) => ({
          title: excerpt(a.object ? a.object.name : a.plain),
          detail: a.streamName,
          url: `${publicUrl}/activities/${encodeURIComponent(a.id)}`,
        })),
      );
    case 'appointments':
      return section(
        t.appointments,
        content.appointments.map((a) => ({
          title: a.name,
          detail: [when(a, input, t), a.location].filter(Boolean).join(' · '),
          url: absolute(publicUrl, a.html_url),
        })),
      );
    case 'members':
      return section(
        t.members,
        content.members.map((m) => ({
          title: m.name,
          detail: '',
          url: `${publicUrl}/members/${encodeURIComponent(m.id)}`,
        })),
      );
  }
}

function disclaimer(input: RenderInput, t: NewsletterTexts): string {
  const imprint = input.network.settings.imprint.mail_imprint;
  return [
    imprint ? `<div>${imprint}</div>` : '',
    `<p style="margin:8px 0 0">${escapeHtml(t.reason(input.network.name))}<br>`,
    `<a href="${escapeHtml(input.links.settingsUrl)}">${escapeHtml(t.settings)}</a> · `,
    `<a href="${escapeHtml(input.links.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>`,
  ].join('');
}

/** The template's CSS inside a style element: a `</style` in it cannot end the element early. */
const styleOf = (css: string) => `<style type="text/css">${css.replace(/<\//g, '<\\/')}</style>`;
const fontLinks = (fonts: readonly string[]) =>
  fonts
    .filter((url) => /^https:\/\//.test(url))
    .map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`)
    .join('');

export function renderNewsletter(input: RenderInput): { subject: string; text: string; html: string } {
  const t = mailTextsFor(NEWSLETTER_TEXTS, input.locale, input.network.language);
  const subject = input.test ? t.testSubject(input.network.name) : t.subject(input.network.name);
  const parts = input.order.flatMap((name) => sectionOf(name, input, t) ?? []);
  const content: Part =
    parts.length > 0
      ? { text: parts.map((p) => p.text).join('\n\n'), html: parts.map((p) => p.html).join('') }
      : { text: t.nothingNew, html: `<p>${escapeHtml(t.nothingNew)}</p>` };
  // Split and joined, not replaced: the content's own text can never be taken for a placeholder.
  const body = input.template.body
    .split(NEWSLETTER_PLACEHOLDERS.content)
    .map((piece) => piece.split(NEWSLETTER_PLACEHOLDERS.disclaimer).join(disclaimer(input, t)))
    .join(content.html);
  const html = `<!doctype html><html lang="${escapeHtml(input.locale.slice(0, 2))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title>${fontLinks(input.template.fonts)}${styleOf(input.template.css)}</head><body>${body}</body></html>`;
  return { subject, text: content.text, html };
}
