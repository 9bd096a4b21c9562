import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** The elements lesson content may contain: what `RichTextEditor` writes, nothing more. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;

const SAFE_HREF = /^(?:https?|mailto):/i;
const LIST_START = /^\d{1,6}$/;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // `start` keeps a numbered list that continues after a paragraph counting on (`<ol start="3">`).
  ALLOWED_ATTR: ['href', 'start'],
  // Not an address: exempt from ALLOWED_URI_REGEXP (the hook below checks it is a number).
  ADD_URI_SAFE_ATTR: ['start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_HREF,
  // Text of an unknown wrapper (`<div>`, `<span>`, `<h1>`) stays; script, style and iframe contents
  // are dropped with their elements (DOMPurify's FORBID_CONTENTS).
  KEEP_CONTENT: true,
};

let purifier: Purifier | undefined;

/**
 * A DOMPurify instance of our own: its hook must not change how the rest of the app (or another
 * library) sanitises with the shared default instance.
 */
function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'OL') {
      const start = node.getAttribute('start');
      if (start !== null && !LIST_START.test(start)) node.removeAttribute('start');
    } else if (node.hasAttribute('start')) {
      node.removeAttribute('start');
    }
    if (node.tagName !== 'A') return;
    // Attributes other than `href` are gone by now; these two are ours. A new tab for every link,
    // and the opened page gets neither `window.opener` nor the lesson's address as referrer.
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans stored lesson HTML for display: only the elements of `RICH_TEXT_TAGS`, links only to
 * `http:`, `https:` and `mailto:` (opened in a new tab with `rel="noopener noreferrer"`), no
 * scripts, event handlers, `style` or `class` attributes, images or frames.
 *
 * Runs in the browser (DOMPurify needs a DOM). Without one, during server rendering, it returns an
 * empty string rather than HTML it could not check.
 */
export function sanitizeRichText(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, CONFIG);
}
