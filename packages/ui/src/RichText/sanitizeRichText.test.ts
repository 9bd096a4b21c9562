import { describe, expect, it } from 'vitest';
import { isAllowedLinkAddress } from './linkAddress';
import { RICH_TEXT_TAGS, sanitizeRichText } from './sanitizeRichText';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'start']);
const MENTION_ATTRIBUTES = new Set(['data-type', 'data-id', 'data-label']);

/** Parses the output as the browser will and checks every element and attribute in it. */
function expectHarmless(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(ALLOWED_TAGS, `<${element.localName}>`).toContain(element.localName);
    if (element.localName === 'span') expect(element.getAttribute('data-type')).toBe('mention');
    for (const attribute of element.attributes) {
      const allowed = element.localName === 'span' ? MENTION_ATTRIBUTES : ALLOWED_ATTRIBUTES;
      expect(allowed, `${element.localName}[${attribute.name}]`).toContain(attribute.name);
      if (attribute.name === 'href') expect(attribute.value).toMatch(/^(?:https?|mailto):/i);
    }
  }
}

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h2>Einwandbehandlung</h2><h3>Die drei Schritte</h3>' +
      '<p><strong>Zuhören</strong>, <em>nachfragen</em>, <u>antworten</u>, <s>diskutieren</s>.<br>Neue Zeile</p>' +
      '<ul><li><p>Punkt</p></li></ul><ol><li><p>Erstens</p></li></ol>' +
      '<blockquote><p>Ein Zitat</p></blockquote><pre><code>Code</code></pre><hr>' +
      '<p><b>b</b> <i>i</i> <code>x</code></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const once = sanitizeRichText(
      '<p onclick="x()">Hallo <a href="https://sprint.de" class="x">Sprint</a><img src=x></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('removes script elements with their content', () => {
    expect(sanitizeRichText('<p>Vorher</p><script>alert(1)</script><p>Nachher</p>')).toBe(
      '<p>Vorher</p><p>Nachher</p>',
    );
    expect(sanitizeRichText('<SCRIPT SRC=https://evil.example/x.js></SCRIPT>')).toBe('');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="alert(2)">Text</p>')).toBe(
      '<p>Text</p>',
    );
    expect(sanitizeRichText('<a href="https://sprint.de" onfocus="alert(1)">Link</a>')).toBe(
      '<a href="https://sprint.de" target="_blank" rel="noopener noreferrer">Link</a>',
    );
  });

  it('removes images, frames, objects and forms', () => {
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<p>a<iframe src="https://evil.example"></iframe>b</p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    expect(sanitizeRichText('<object data="x.swf"></object><embed src="x.swf">')).toBe('');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="pw"></form>')).toBe(
      '',
    );
    expect(sanitizeRichText('<video src="x.mp4" onloadstart="alert(1)"></video>')).toBe('');
  });

  it('removes style attributes and style elements', () => {
    expect(sanitizeRichText('<p style="position:fixed;inset:0">Overlay</p>')).toBe(
      '<p>Overlay</p>',
    );
    expect(sanitizeRichText('<style>body{display:none}</style><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('removes classes, ids and data attributes', () => {
    expect(
      sanitizeRichText('<p class="x" id="login" data-x="1" aria-hidden="true" title="t">a</p>'),
    ).toBe('<p>a</p>');
  });

  it('keeps the text of elements outside the allowed set', () => {
    expect(sanitizeRichText('<h1>Titel</h1><div><span>Text</span></div>')).toBe('TitelText');
  });

  it('allows http, https and mailto links and opens them in a new tab', () => {
    expect(sanitizeRichText('<a href="https://sprint.de/kurse">Kurse</a>')).toBe(
      '<a href="https://sprint.de/kurse" target="_blank" rel="noopener noreferrer">Kurse</a>',
    );
    expect(sanitizeRichText('<a href="http://example.de">x</a>')).toContain(
      'href="http://example.de"',
    );
    expect(sanitizeRichText('<a href="mailto:hilfe@sprint.de">Mail</a>')).toContain(
      'href="mailto:hilfe@sprint.de"',
    );
  });

  it('replaces target and rel of the input with its own', () => {
    expect(sanitizeRichText('<a href="https://sprint.de" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://sprint.de" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'ftp://example.de/datei',
    '/intern/seite',
    '//evil.example',
    '#anker',
  ])('drops the address %s and leaves the text', (href) => {
    const result = sanitizeRichText(`<a href="${href}">Klick</a>`);
    expect(result).toBe('<a>Klick</a>');
  });

  it('withstands nested and mutation tricks', () => {
    const attacks = [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<p><svg><g onload="alert(1)"></g></svg></p>',
      '<svg><script>alert(1)</script></svg>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<a href="https://sprint.de"><img src=x onerror=alert(1)></a>',
      '<p><a href="javascript:alert(1)"><strong>fett</strong></a></p>',
      '<template><script>alert(1)</script></template>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<div><iframe/src="javascript:alert(1)"></iframe></div>',
      '<p>"><img src=x onerror=alert(1)></p>',
      '<blockquote><object data="javascript:alert(1)"></object></blockquote>',
      '<ol start="1 onclick=alert(1)"><li>a</li></ol>',
      '<ul><li><a href="https://ok.de" style="color:red" onclick="x">ok</a></li></ul>',
    ];
    for (const attack of attacks) {
      const result = sanitizeRichText(attack);
      expectHarmless(result);
      expect(result).not.toMatch(/onerror|onload|onclick|javascript:|<script|<img|<iframe/i);
    }
  });

  it('keeps a numeric list start and nothing else', () => {
    expect(sanitizeRichText('<ol start="3"><li>c</li></ol>')).toBe('<ol start="3"><li>c</li></ol>');
    expect(sanitizeRichText('<p start="3">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<ol start="x"><li>c</li></ol>')).toBe('<ol><li>c</li></ol>');
  });

  it('keeps a mention as the editor writes it', () => {
    const html =
      '<p>Danke <span data-type="mention" data-id="u-anna" data-label="Anna Berger">@Anna Berger</span> für die Zahlen!</p>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText(sanitizeRichText(html))).toBe(html);
  });

  it('keeps only the data attributes of a mention', () => {
    expect(
      sanitizeRichText(
        '<span data-type="mention" data-id="u-1" data-label="Ben" data-mention-suggestion-char="@" class="x" id="y" style="color:red" onclick="alert(1)" title="t" href="https://sprint.de" contenteditable="true">@Ben</span>',
      ),
    ).toBe('<span data-type="mention" data-id="u-1" data-label="Ben">@Ben</span>');
  });

  it('turns spans that are no mention into their text', () => {
    expect(sanitizeRichText('<p><span>a</span><span class="x">b</span></p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<span data-type="link" data-id="1">c</span>')).toBe('c');
    expect(sanitizeRichText('<span data-type="mention">@Niemand</span>')).toBe('@Niemand');
    expect(sanitizeRichText('<span data-type="mention" data-id="">@Leer</span>')).toBe('@Leer');
    // A mention after a plain span is still a mention, and the other way round.
    expect(
      sanitizeRichText(
        '<span>x</span><span data-type="mention" data-id="1">@A</span><span data-id="2">y</span>',
      ),
    ).toBe('x<span data-type="mention" data-id="1">@A</span>y');
  });

  it('keeps mention attributes off other elements', () => {
    expect(sanitizeRichText('<p data-type="mention" data-id="u-1" data-label="Ben">Text</p>')).toBe(
      '<p>Text</p>',
    );
    expect(
      sanitizeRichText('<a href="https://sprint.de" data-type="mention" data-id="1">x</a>'),
    ).toBe('<a href="https://sprint.de" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('escapes what a mention carries and cleans what it contains', () => {
    const attacks = [
      '<span data-type="mention" data-id="&quot;><img src=x onerror=alert(1)>" data-label="x">@x</span>',
      '<span data-type="mention" data-id="1" data-label="javascript:alert(1)">@x</span>',
      '<span data-type="mention" data-id="1"><img src=x onerror=alert(1)><script>alert(2)</script>@x</span>',
      '<span data-type="mention" data-id="1"><a href="javascript:alert(1)">@x</a></span>',
      '<svg><span data-type="mention" data-id="1" onload="alert(1)">@x</span></svg>',
      '<math><mtext><span data-type="mention" data-id="1"><style><img src=x onerror=alert(1)></style></span></mtext></math>',
    ];
    for (const attack of attacks) {
      const result = sanitizeRichText(attack);
      expectHarmless(result);
      // Markup only: the first attack's id keeps its text, escaped as an attribute value.
      expect(result).not.toMatch(/<script|<img|<svg|<math|href="javascript/i);
    }
    const template = document.createElement('template');
    template.innerHTML = sanitizeRichText(attacks[0] ?? '');
    expect(template.content.querySelector('span')?.getAttribute('data-id')).toBe(
      '"><img src=x onerror=alert(1)>',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('isAllowedLinkAddress', () => {
  it('accepts web and e-mail addresses', () => {
    expect(isAllowedLinkAddress('https://sprint.de')).toBe(true);
    expect(isAllowedLinkAddress('http://example.de/pfad?x=1#a')).toBe(true);
    expect(isAllowedLinkAddress('  https://sprint.de  ')).toBe(true);
    expect(isAllowedLinkAddress('mailto:hilfe@sprint.de')).toBe(true);
  });

  it('refuses other schemes, relative paths and incomplete addresses', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.de',
      'sprint.de',
      'www.sprint.de',
      '/intern',
      'https://',
      'mailto:',
      '',
    ]) {
      expect(isAllowedLinkAddress(address), address).toBe(false);
    }
  });
});
