import { designImagePath } from '../../../contract/designs.js';
import { NEWSLETTER_PLACEHOLDERS, type NewsletterTemplate } from '../../../contract/newsletter.js';
import { escapeHtml } from '../../platform/mail/layout.js';
import type { NetworkRecord } from '../network/service.js';

/** A colour of the design as CSS, or the fallback when it is not a plain colour value. */
const cssColor = (value: string | undefined, fallback: string) =>
  value && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value.trim()) ? value.trim() : fallback;

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/**
 * The template an administrator starts from: the network's name or logo and colours, the content
 * placeholder once and the disclaimer placeholder at its foot. Tables, as mail programs need them.
 * No `design`: the editor opens it from the HTML and CSS.
 */
export function defaultTemplate(network: NetworkRecord, publicUrl: string): NewsletterTemplate {
  const colors = network.design.colors;
  const primary = cssColor(colors.primary, '#1f5fa8');
  const headerBackground = cssColor(colors.header_background, '#ffffff');
  const headerText = cssColor(colors.header_text, '#1b2430');
  const page = cssColor(colors.userbar_background, '#f4f6f9');
  const logo = network.design.logoFileId
    ? designImagePath(network.design.logoFileId)
    : network.design.logoUrl;
  const name = escapeHtml(network.name);
  const header = logo
    ? `<img class="logo" src="${escapeHtml(absolute(publicUrl, logo))}" alt="${name}" width="160">`
    : `<span class="network-name">${name}</span>`;
  const body = `<table class="page" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table class="frame" width="600" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="header">${header}</td></tr>
<tr><td class="content">${NEWSLETTER_PLACEHOLDERS.content}</td></tr>
<tr><td class="footer">${NEWSLETTER_PLACEHOLDERS.disclaimer}</td></tr>
</table></td></tr></table>`;
  const css = `body{margin:0;background-color:${page};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1b2430;}
.page{background-color:${page};padding:24px 0;}
.frame{max-width:600px;width:100%;background-color:#ffffff;}
.header{background-color:${headerBackground};padding:20px 24px;border-bottom:3px solid ${primary};}
.network-name{font-size:18px;font-weight:600;color:${headerText};}
.content{padding:24px;font-size:15px;line-height:1.55;}
.footer{padding:16px 24px;font-size:12px;line-height:1.5;color:#5b6573;background-color:${page};}
a{color:${primary};}`;
  return { design: null, body, css, js: '', fonts: [] };
}
