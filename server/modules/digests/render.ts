import type { WidgetAppointment } from '../../../contract/my-appointments.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import { mailDateLocale, mailTextsFor } from '../../platform/mail/mail-texts.js';
import type { DigestItem } from '../activities/service.js';
import { DIGEST_TEXTS, type DigestTexts } from './digest-texts.js';

/** A digest or daily activity mail's body, as text and HTML from the same parts (the layout wraps both). */

export type DigestBody = {
  kind: 'digest' | 'daily';
  /** The daily mail's mode, for its introduction. */
  mode: 'new' | 'new_and_updated';
  networkName: string;
  publicUrl: string;
  locale: string;
  networkLanguage: string;
  timeZone: string;
  items: DigestItem[];
  names: Map<string, string>;
  appointments: WidgetAppointment[];
  appointmentsAt: 'top' | 'bottom';
};

const EXCERPT = 280;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
};

function when(appointment: WidgetAppointment, body: DigestBody, t: DigestTexts): string {
  const locale = mailDateLocale(body.locale);
  if (appointment.all_day) {
    const day = new Date(`${appointment.start.slice(0, 10)}T00:00:00Z`);
    return `${day.toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' })}, ${t.allDay}`;
  }
  return new Date(appointment.start).toLocaleString(locale, {
    timeZone: body.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

type Part = { text: string; html: string };

function activityPart(item: DigestItem, body: DigestBody, t: DigestTexts): Part {
  const author = body.names.get(item.authorId) ?? t.someone;
  const url = `${body.publicUrl}/activities/${item.id}`;
  const content = excerpt(item.object ? item.object.name : item.plain);
  const head = `${author} ${t.in(item.streamName)}${item.updated ? ` · ${t.updated}` : ''}`;
  const replies = item.replies.map((reply) => ({
    head: t.replied(body.names.get(reply.authorId) ?? t.someone),
    text: excerpt(reply.plain),
  }));
  return {
    text: [
      `* ${head}`,
      `  ${content}`,
      ...replies.map((r) => `  > ${r.head} ${r.text}`),
      `  ${t.open}: ${url}`,
    ].join('\n'),
    html: [
      '<div style="margin:0 0 18px;padding:0 0 12px;border-bottom:1px solid #e5e7eb">',
      `<p style="margin:0 0 4px;color:#6b7280;font-size:13px">${escapeHtml(head)}</p>`,
      `<p style="margin:0 0 6px">${escapeHtml(content)}</p>`,
      ...replies.map(
        (r) =>
          `<p style="margin:0 0 4px 12px;font-size:14px"><strong>${escapeHtml(r.head)}</strong> ${escapeHtml(r.text)}</p>`,
      ),
      `<p style="margin:0"><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p>`,
      '</div>',
    ].join(''),
  };
}

function appointmentsPart(body: DigestBody, t: DigestTexts): Part | null {
  if (body.appointments.length === 0) return null;
  const lines = body.appointments.map((a) => ({
    when: when(a, body, t),
    name: a.name,
    location: a.location,
    url: `${body.publicUrl}${a.html_url}`,
  }));
  return {
    text: [
      t.appointments,
      ...lines.map((l) => `- ${l.when}: ${l.name}${l.location ? ` (${l.location})` : ''} ${l.url}`),
    ].join('\n'),
    html: [
      `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(t.appointments)}</h2><ul style="margin:0 0 18px;padding-left:18px">`,
      ...lines.map(
        (l) =>
          `<li>${escapeHtml(l.when)}: <a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a>${l.location ? ` (${escapeHtml(l.location)})` : ''}</li>`,
      ),
      '</ul>',
    ].join(''),
  };
}

export function renderDigest(body: DigestBody): { subject: string; text: string; html: string } {
  const t = mailTextsFor(DIGEST_TEXTS, body.locale, body.networkLanguage);
  const subject =
    body.kind === 'digest' ? t.digestSubject(body.networkName) : t.dailySubject(body.networkName);
  const intro = body.kind === 'digest' ? t.digestIntro : t.dailyIntro[body.mode];
  const count = t.activities(body.items.length);
  const activities = body.items.map((item) => activityPart(item, body, t));
  const appointments = appointmentsPart(body, t);
  const parts: Part[] = [
    {
      text: `${intro}\n\n${count}`,
      html: `<p>${escapeHtml(intro)}</p><h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(count)}</h2>`,
    },
    ...activities,
  ];
  if (appointments) {
    if (body.appointmentsAt === 'top') parts.unshift(appointments);
    else parts.push(appointments);
  }
  return {
    subject,
    text: parts.map((p) => p.text).join('\n\n'),
    html: parts.map((p) => p.html).join(''),
  };
}
