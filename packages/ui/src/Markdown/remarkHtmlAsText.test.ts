import { describe, expect, it } from 'vitest';
import { remarkHtmlAsText, type MarkdownNode } from './remarkHtmlAsText';

function transform(tree: MarkdownNode): MarkdownNode {
  remarkHtmlAsText()(tree);
  return tree;
}

describe('remarkHtmlAsText', () => {
  it('turns inline HTML into text', () => {
    const tree = transform({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Mit ' },
            { type: 'html', value: '<b>' },
            { type: 'text', value: 'fett' },
            { type: 'html', value: '</b>' },
          ],
        },
      ],
    });
    expect(tree.children?.[0]?.children).toEqual([
      { type: 'text', value: 'Mit ' },
      { type: 'text', value: '<b>' },
      { type: 'text', value: 'fett' },
      { type: 'text', value: '</b>' },
    ]);
  });

  it('shows a block of HTML as code, also inside lists and quotes', () => {
    const html = '<div onclick="alert(1)">\n  x\n</div>';
    const tree = transform({
      type: 'root',
      children: [
        { type: 'html', value: html },
        {
          type: 'blockquote',
          children: [{ type: 'html', value: '<script>alert(1)</script>' }],
        },
      ],
    });
    expect(tree.children?.[0]).toEqual({ type: 'code', lang: 'html', value: html });
    expect(tree.children?.[1]?.children?.[0]).toEqual({
      type: 'code',
      lang: 'html',
      value: '<script>alert(1)</script>',
    });
  });

  it('keeps <br> as a line break (table cells)', () => {
    const tree = transform({
      type: 'root',
      children: [
        {
          type: 'tableCell',
          children: [
            { type: 'text', value: 'Zeile 1' },
            { type: 'html', value: '<br />' },
            { type: 'text', value: 'Zeile 2' },
          ],
        },
      ],
    });
    expect(tree.children?.[0]?.children?.[1]).toEqual({ type: 'break' });
  });
});
