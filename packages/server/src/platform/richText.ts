import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
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
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A pasted page title or deep heading keeps its place in the outline the page allows.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // Links always open in a new tab, without handing the lesson page to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

// Mentions as the editor writes them (Tiptap's mention node): a span naming the person.
const WITH_MENTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...ALLOWED_TAGS, 'span'],
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    span: ['data-type', 'data-id', 'data-label'],
  },
  transformTags: {
    ...OPTIONS.transformTags,
    // Any other span (pasted styling) goes, its text stays: an unknown tag is discarded.
    span: (tagName, attribs) =>
      attribs['data-type'] === 'mention'
        ? { tagName, attribs }
        : { tagName: 'dropped-span', attribs: {} },
  },
};

/**
 * Rich text (a lesson, a post) as it may be stored and shown: only the editor's formatting
 * (paragraphs, headings, emphasis, lists, quotes, code, links to http, https and mailto, and
 * with `mentions` the editor's mention spans); scripts, event handlers, styles and every other
 * tag or attribute are dropped.
 */
export function sanitizeRichText(html: string, options: { mentions?: boolean } = {}): string {
  return sanitizeHtml(html, options.mentions ? WITH_MENTIONS : OPTIONS);
}

/** Rich text as plain text (excerpts, search, notifications): tags gone, blocks on lines. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** The people a text mentions (their ids, once each, in order). */
export function mentionedIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<span[^>]*data-type="mention"[^>]*>/g)) {
    const id = /data-id="([^"]+)"/.exec(match[0])?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}
