import { describe, expect, it } from 'vitest';
import { completeStreamingMarkdown, completeTableHeader, splitMarkdownBlocks } from './blocks';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines between top-level blocks', () => {
    expect(splitMarkdownBlocks('# Angebot\n\nErster Absatz\nzweite Zeile\n\n> Zitat')).toEqual([
      '# Angebot',
      'Erster Absatz\nzweite Zeile',
      '> Zitat',
    ]);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(splitMarkdownBlocks('')).toEqual([]);
    expect(splitMarkdownBlocks('\n\n  \n')).toEqual([]);
  });

  it('drops blank lines around blocks, so a finished block keeps its text', () => {
    expect(splitMarkdownBlocks('\n\nAbsatz eins\n\n\n\nAbsatz zwei\n\n')).toEqual([
      'Absatz eins',
      'Absatz zwei',
    ]);
  });

  it('keeps a code fence whole, blank lines inside included', () => {
    const code = '```ts\nconst a = 1;\n\nconst b = 2;\n```';
    expect(splitMarkdownBlocks(`Vorher\n\n${code}\n\nNachher`)).toEqual([
      'Vorher',
      code,
      'Nachher',
    ]);
  });

  it('runs an open fence to the end (still being written)', () => {
    expect(splitMarkdownBlocks('Beispiel:\n\n~~~\nzeile 1\n\nzeile 2')).toEqual([
      'Beispiel:',
      '~~~\nzeile 1\n\nzeile 2',
    ]);
  });

  it('closes a fence only with the same marker, at least as long', () => {
    const code = '````md\n```\ninnen\n```\n\nnoch innen\n````';
    expect(splitMarkdownBlocks(`${code}\n\nDanach`)).toEqual([code, 'Danach']);
  });

  it('keeps a loose list together, its items apart by blank lines', () => {
    expect(splitMarkdownBlocks('- eins\n\n- zwei\n\n1. drei\n\nText')).toEqual([
      '- eins\n\n- zwei\n\n1. drei',
      'Text',
    ]);
  });

  it('keeps indented lines after a blank line with the block before', () => {
    const list = '1. Schritt\n\n   Erklärung zum Schritt\n\n       eingerückter Code';
    expect(splitMarkdownBlocks(`${list}\n\nEnde`)).toEqual([list, 'Ende']);
  });

  it('keeps a table whole', () => {
    const table = '| Name | Ort |\n| --- | --- |\n| Alpenblick | Rosenheim |';
    expect(splitMarkdownBlocks(`Übersicht:\n\n${table}\n\nFertig.`)).toEqual([
      'Übersicht:',
      table,
      'Fertig.',
    ]);
  });

  it('keeps a text with reference or footnote definitions whole', () => {
    const footnote = 'Satz mit Fußnote[^1].\n\nMehr Text.\n\n[^1]: Die Quelle.';
    expect(splitMarkdownBlocks(footnote)).toEqual([footnote]);
    const reference = 'Siehe [Doku][1].\n\n[1]: https://example.com';
    expect(splitMarkdownBlocks(reference)).toEqual([reference]);
  });

  it('splits the growing text the same way at every step', () => {
    const text = 'Absatz eins.\n\n## Titel\n\n- a\n- b\n\nSchluss.';
    const whole = splitMarkdownBlocks(text);
    for (let end = 1; end <= text.length; end += 1) {
      const blocks = splitMarkdownBlocks(text.slice(0, end));
      // Every block but the last is already final.
      expect(blocks.slice(0, -1)).toEqual(whole.slice(0, blocks.length - 1));
    }
  });
});

describe('completeTableHeader', () => {
  it('adds the delimiter row under a lone header row', () => {
    expect(completeTableHeader('| Name | Ort |')).toBe('| Name | Ort |\n| --- | --- |');
    expect(completeTableHeader('Übersicht:\n| Name | Or')).toBe(
      'Übersicht:\n| Name | Or\n| --- | --- |',
    );
    expect(completeTableHeader('| Name | Ort |\n')).toBe('| Name | Ort |\n| --- | --- |');
  });

  it('completes a half-written delimiter row, keeping the alignment typed so far', () => {
    expect(completeTableHeader('| Name | Ort | Umsatz |\n| :-- | -')).toBe(
      '| Name | Ort | Umsatz |\n| :-- | - | --- |',
    );
    expect(completeTableHeader('| Name | Umsatz |\n| --- | -:')).toBe(
      '| Name | Umsatz |\n| --- | -: |',
    );
    expect(completeTableHeader('| Name | Umsatz |\n| --- | :')).toBe(
      '| Name | Umsatz |\n| --- | --- |',
    );
    expect(completeTableHeader('| a | b |\n|')).toBe('| a | b |\n| --- | --- |');
  });

  it('leaves a table in progress and other text alone', () => {
    const rows = '| a | b |\n| --- | --- |\n| 1 | 2';
    expect(completeTableHeader(rows)).toBe(rows);
    expect(completeTableHeader('| a | b |\n| --- | --- |\n|')).toBe('| a | b |\n| --- | --- |\n|');
    expect(completeTableHeader('Nur Text')).toBe('Nur Text');
    expect(completeTableHeader('|')).toBe('|');
    expect(completeTableHeader('|---')).toBe('|---');
  });

  it('counts escaped pipes as text', () => {
    expect(completeTableHeader('| a \\| b | c |')).toBe('| a \\| b | c |\n| --- | --- |');
  });
});

describe('completeStreamingMarkdown', () => {
  it('closes open emphasis and code', () => {
    expect(completeStreamingMarkdown('Das ist **wichtig')).toBe('Das ist **wichtig**');
    expect(completeStreamingMarkdown('Nutze `npm')).toBe('Nutze `npm`');
    expect(completeStreamingMarkdown('~~alt')).toBe('~~alt~~');
  });

  it('shows an unfinished link as its text', () => {
    expect(completeStreamingMarkdown('Siehe [Handbuch](https://exa')).toBe('Siehe Handbuch');
  });

  it('completes a table header and closes emphasis in the row being written', () => {
    expect(completeStreamingMarkdown('| Name | **Ort')).toBe('| Name | **Ort**\n| --- | --- |');
  });

  it('leaves an open code fence as it is', () => {
    expect(completeStreamingMarkdown('```ts\nconst a = **b')).toBe('```ts\nconst a = **b');
  });
});
