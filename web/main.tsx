import './styles.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, initialLanguage } from './i18n/i18n';

// The server's style nonce for this page (server/platform/http/spa.ts): Radix's scroll lock injects a
// <style> element, which the Content-Security-Policy allows only with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = initialLanguage();
document.documentElement.lang = language.replace('_', '-');
void initI18n(language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
