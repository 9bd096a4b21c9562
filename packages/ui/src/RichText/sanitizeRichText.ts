import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The elements lesson content may contain: what `RichTextEditor` writes, nothing more. `span` only
 * as a mention (`data-type="mention"` with a `data-id`); any other span gives way to its text.
 */
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
  'span',
] as const;

/** The attributes of a mention, as Tiptap's Mention node writes them; on `span` only. */
const MENTION_ATTRIBUTES = ['data-type', 'data-id', 'data-label'] as const;
const MENTION_ATTRIBUTE_SET = new Set<string>(MENTION_ATTRIBUTES);

function isMention(node: Element): boolean {
  return node.getAttribute('data-type') === 'mention' && Boolean(node.getAttribute('data-id'));
}

const SAFE_HREF = /^(?:https?|mailto):/i;
const LIST_START = /^\d{1,6}$/;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // `start` keeps a numbered list that continues after a paragraph counting on (`<ol start="3">`);
  // the data attributes are a mention's.
  ALLOWED_ATTR: ['href', 'start', ...MENTION_ATTRIBUTES],
  // Not addresses: exempt from ALLOWED_URI_REGEXP (the hooks below check where they may stand;
  // a mention's id and name are any text, escaped as attribute values).
  ADD_URI_SAFE_ATTR: ['start', ...MENTION_ATTRIBUTES],
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
  instance.addHook('uponSanitizeElement', (node, data) => {
    // Decided per element: a span that is no mention is dropped like any unknown element (its
    // text stays). The allowlist is this call's own copy, and every span sets it for itself.
    if (data.tagName === 'span' && node instanceof Element) {
      data.allowedTags.span = isMention(node);
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'SPAN') {
      for (const name of node.getAttributeNames()) {
        if (!MENTION_ATTRIBUTE_SET.has(name)) node.removeAttribute(name);
      }
    } else {
      for (const name of MENTION_ATTRIBUTES) node.removeAttribute(name);
    }
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
 * scripts, event handlers, `style` or `class` attributes, images or frames. Mentions stay as
 * `<span data-type="mention" data-id="…" data-label="…">`, with no other attribute.
 *
 * Runs in the browser (DOMPurify needs a DOM). Without one, during server rendering, it returns an
 * empty string rather than HTML it could not check.
 */
export function sanitizeRichText(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, CONFIG);
}
