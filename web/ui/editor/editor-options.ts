import './prosemirror.css';

/**
 * Options every TipTap editor of the app passes to useEditor. TipTap injects its base CSS as a <style>
 * element without our style nonce, which the Content-Security-Policy (style-src 'self' 'nonce-…') refuses;
 * the same rules load from prosemirror.css, a file of our own origin.
 */
export const editorCspOptions = { injectCSS: false } as const;
