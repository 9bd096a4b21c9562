import remend from 'remend';

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
// A link reference (`[1]: https://…`) or footnote definition (`[^1]: …`) serves the whole text.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;
const TABLE_ROW = /^ {0,3}\|/;
const PARTIAL_DELIMITER_ROW = /^ {0,3}\|[ \t:|-]*$/;
const DELIMITER_CELL = /^:?-+:?$/;

type Fence = { marker: string; length: number };

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function openingFence(line: string): Fence | null {
  const match = FENCE_OPEN.exec(line);
  if (!match) return null;
  const [, run = '', info = ''] = match;
  const marker = run.charAt(0);
  // A backtick fence's info string has no backticks (otherwise it is inline code).
  if (marker === '`' && info.includes('`')) return null;
  return { marker, length: run.length };
}

function closesFence(line: string, fence: Fence): boolean {
  const trimmed = line.replace(/^ {0,3}/, '').trimEnd();
  return (
    trimmed.length >= fence.length && [...trimmed].every((character) => character === fence.marker)
  );
}

function withoutTrailingBlankLines(lines: string[]): string {
  let end = lines.length;
  while (end > 0 && isBlank(lines[end - 1] ?? '')) end -= 1;
  return lines.slice(0, end).join('\n');
}

/**
 * The top-level blocks of a Markdown text (paragraphs, headings, lists, tables, code blocks),
 * each as its own Markdown string, so a streamed answer re-renders only its last, growing block.
 *
 * Splits only where rendering the pieces one by one gives what the whole text gives: at a blank
 * line outside a code fence that is followed by an unindented line (an indented one may continue
 * a list item or be indented code), and never inside a list (its items may be apart by blank
 * lines and still form one list). Joining more than needed is always safe, so anything unsure
 * stays together. A text with link reference or footnote definitions, which refer across
 * blocks, stays whole.
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  if (markdown.trim() === '') return [];
  if (DEFINITION.test(markdown)) return [markdown];

  const blocks: string[] = [];
  let current: string[] = [];
  let fence: Fence | null = null;
  let afterBlankLine = false;
  let currentHasList = false;
  let currentHasContent = false;

  for (const line of markdown.split('\n')) {
    if (fence) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (isBlank(line)) {
      if (currentHasContent) current.push(line);
      afterBlankLine = currentHasContent;
      continue;
    }

    const isListItem = LIST_ITEM.test(line);
    const indented = /^[ \t]/.test(line);
    if (afterBlankLine && !indented && !(isListItem && currentHasList)) {
      blocks.push(withoutTrailingBlankLines(current));
      current = [];
      currentHasList = false;
    }

    current.push(line);
    currentHasContent = true;
    afterBlankLine = false;
    if (isListItem) currentHasList = true;
    fence = openingFence(line);
  }

  if (currentHasContent) blocks.push(withoutTrailingBlankLines(current));
  return blocks;
}

function tableCells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

function delimiterRow(columns: number, partial = ''): string {
  const typed = partial === '' ? [] : tableCells(partial);
  const cells = Array.from({ length: columns }, (_, index) => {
    const cell = typed[index] ?? '';
    return DELIMITER_CELL.test(cell) ? cell : '---';
  });
  return `| ${cells.join(' | ')} |`;
}

/**
 * A table whose header row has arrived but whose delimiter row (`| --- | --- |`) has not, or only
 * half, is no table yet: Markdown would show its header as a line of pipes until the delimiter
 * row is complete. This completes the delimiter row, so the table appears with its header.
 */
export function completeTableHeader(markdown: string): string {
  const lines = markdown.replace(/\n+$/, '').split('\n');
  const last = lines.length - 1;
  const lastLine = lines[last] ?? '';

  const partialDelimiter = last >= 1 && PARTIAL_DELIMITER_ROW.test(lastLine);
  const headerIndex = partialDelimiter ? last - 1 : last;
  const header = lines[headerIndex] ?? '';
  const beforeHeader = headerIndex > 0 ? (lines[headerIndex - 1] ?? '') : '';
  // The header row of a new table: a pipe row that does not continue a table above it.
  if (!TABLE_ROW.test(header) || TABLE_ROW.test(beforeHeader)) return markdown;
  if (!partialDelimiter && PARTIAL_DELIMITER_ROW.test(header)) return markdown;

  const columns = tableCells(header).length;
  if (columns === 0 || (columns === 1 && tableCells(header)[0] === '')) return markdown;
  const head = lines.slice(0, headerIndex + 1);
  return [...head, delimiterRow(columns, partialDelimiter ? lastLine : '')].join('\n');
}

/**
 * The last block of a text still being written, made renderable: remend closes what is open
 * (`**fett` → `**fett**`, an unfinished link shows as its text, a half-written tag is left
 * out), and a table shows from its header row on. An open code fence needs nothing: Markdown
 * runs it to the end of the text.
 */
export function completeStreamingMarkdown(markdown: string): string {
  return completeTableHeader(remend(markdown, { linkMode: 'text-only' }));
}
