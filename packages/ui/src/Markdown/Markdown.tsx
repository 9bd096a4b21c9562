import {
  forwardRef,
  memo,
  useId,
  useMemo,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
} from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { styled } from 'styled-components';
import { quotesAndLinks } from '../lib/quotesAndLinks';
import { cx } from '../lib/cx';
import { visuallyHidden } from '../lib/visuallyHidden';
import { VisuallyHidden } from '../VisuallyHidden';
import { completeStreamingMarkdown, splitMarkdownBlocks } from './blocks';
import { remarkHtmlAsText } from './remarkHtmlAsText';

/** The German words the component puts on screen or into accessible names. */
export const MARKDOWN_TEXTS = {
  code: 'Code',
  table: 'Tabelle',
  newTab: '(öffnet in neuem Tab)',
  image: 'Bild',
  taskDone: 'erledigt',
  taskOpen: 'offen',
  footnotes: 'Fußnoten',
  footnoteBack: 'Zurück zum Text',
} as const;

export type MarkdownProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The Markdown text (CommonMark with GitHub's tables, task lists and strikethrough). */
  children: string;
  /**
   * The text is still being written (a streamed answer): half-written syntax is completed for
   * display (an open `**`, a table without its delimiter row), and only the last block renders
   * anew as the text grows.
   */
  streaming?: boolean;
  /**
   * How many levels headings move down, so an answer's headings fit under the page's own:
   * with the default 2, '#' becomes an `h3` and '###' an `h5` (never beyond `h6`). The size on
   * screen follows the Markdown level, not the element.
   */
  headingOffset?: number;
};

const EXTERNAL = /^https?:\/\//i;

// Module-level, so every block gets the same plugin list and stays memoized.
const remarkPlugins: Options['remarkPlugins'] = [
  // A single '~' is no strikethrough: German writes '~ 20 €' for 'about'.
  [remarkGfm, { singleTilde: false }],
  remarkHtmlAsText,
];

type HeadingProps = ComponentPropsWithoutRef<'h1'> & ExtraProps;

function headingComponent(depth: number, offset: number) {
  const level = Math.min(6, Math.max(1, depth + offset));
  const Tag = `h${level}` as 'h1';
  return function MarkdownHeading({ node: _node, ...props }: HeadingProps) {
    return <Tag data-depth={depth} {...props} />;
  };
}

function MarkdownLink({
  node: _node,
  href,
  children,
  ...props
}: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  // An address the URL filter refused (`javascript:` …) arrives empty: the text stays, no link.
  if (!href) return <span>{children}</span>;
  if (!EXTERNAL.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props} target="_blank" rel="noreferrer">
      {children}
      <VisuallyHidden> {MARKDOWN_TEXTS.newTab}</VisuallyHidden>
    </a>
  );
}

// Images are never loaded: an address in a generated answer may track the reader or carry data
// out (a known prompt-injection trick), and the app must not fetch from unknown servers. An
// http(s) image becomes a link to it, anything else its description.
function MarkdownImage({ src, alt }: ComponentPropsWithoutRef<'img'> & ExtraProps) {
  const text = `${MARKDOWN_TEXTS.image}: ${alt || src || ''}`.trim();
  if (typeof src === 'string' && EXTERNAL.test(src)) {
    return (
      <MarkdownLink href={src} data-slot="markdown-image-link">
        {text}
      </MarkdownLink>
    );
  }
  return <span data-slot="markdown-image">{text}</span>;
}

function MarkdownCode({ node: _node, ...props }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  return (
    <CodeBlock
      role="group"
      aria-label={MARKDOWN_TEXTS.code}
      // Focusable, so a keyboard can scroll a long line into view.
      tabIndex={0}
      data-slot="markdown-code"
      {...props}
    />
  );
}

function MarkdownTable({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    <TableFrame
      role="group"
      aria-label={MARKDOWN_TEXTS.table}
      tabIndex={0}
      data-slot="markdown-table"
    >
      <table {...props} />
    </TableFrame>
  );
}

function MarkdownInput({ node: _node, ...props }: ComponentPropsWithoutRef<'input'> & ExtraProps) {
  // Task list items (`- [x]`): a read-only checkbox, named by its state.
  if (props.type !== 'checkbox') return <input {...props} />;
  return (
    <input
      {...props}
      aria-label={props.checked ? MARKDOWN_TEXTS.taskDone : MARKDOWN_TEXTS.taskOpen}
    />
  );
}

function markdownComponents(headingOffset: number): Components {
  return {
    h1: headingComponent(1, headingOffset),
    h2: headingComponent(2, headingOffset),
    h3: headingComponent(3, headingOffset),
    h4: headingComponent(4, headingOffset),
    h5: headingComponent(5, headingOffset),
    h6: headingComponent(6, headingOffset),
    a: MarkdownLink,
    img: MarkdownImage,
    pre: MarkdownCode,
    table: MarkdownTable,
    input: MarkdownInput,
  };
}

type MarkdownBlockProps = {
  markdown: string;
  components: Components;
  remarkRehypeOptions: Options['remarkRehypeOptions'];
};

/** One top-level block; unchanged text and options skip rendering, so finished blocks rest. */
const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  components,
  remarkRehypeOptions,
}: MarkdownBlockProps) {
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      remarkRehypeOptions={remarkRehypeOptions}
      components={components}
    >
      {markdown}
    </ReactMarkdown>
  );
});

const CodeBlock = styled.pre`
  overflow-x: auto;
  padding: var(--space-3) var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-muted);
  color: var(--color-foreground);
  font-family: var(--font-mono);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  white-space: pre;
  tab-size: 2;
`;

const TableFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);

  & table {
    min-width: 100%;
    border-collapse: collapse;
    font-size: var(--font-size-sm);
  }

  & th,
  & td {
    padding: var(--space-1-5) var(--space-3);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: start;
    vertical-align: top;
  }

  /* Once a table scrolls anyway, a cell of a word a line helps no one. */
  & td {
    min-width: 6rem;
  }

  & th {
    background: var(--color-muted);
    font-weight: var(--font-weight-semibold);
    white-space: nowrap;
  }

  & tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Root = styled.div`
  min-width: 0;
  font-size: var(--font-size-base);
  line-height: var(--line-height-normal);
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  & p,
  & ul,
  & ol,
  & blockquote,
  & pre,
  & hr,
  & [data-slot='markdown-table'] {
    margin: 0 0 var(--space-3);
  }

  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: var(--space-5) 0 var(--space-2);
    font-size: var(--font-size-base);
    font-weight: var(--font-weight-semibold);
    line-height: var(--line-height-tight);
  }

  & [data-depth='1'] {
    font-size: var(--font-size-xl);
  }

  & [data-depth='2'] {
    font-size: var(--font-size-lg);
  }

  & strong {
    font-weight: var(--font-weight-semibold);
  }

  & ul,
  & ol {
    padding-left: var(--space-6);
  }

  & li {
    margin: var(--space-1) 0;
  }

  & li::marker {
    color: var(--color-muted-foreground);
  }

  & li > p {
    margin: 0;
  }

  & li > p + p {
    margin-top: var(--space-2);
  }

  & li > ul,
  & li > ol,
  & li > pre,
  & li > [data-slot='markdown-table'] {
    margin: var(--space-1) 0 0;
  }

  & .contains-task-list {
    padding-left: var(--space-1);
    list-style: none;
  }

  & .task-list-item input {
    margin: 0 var(--space-2) 0 0;
    vertical-align: middle;
  }

  ${quotesAndLinks}

  & :not(pre) > code {
    padding: 0 var(--space-1);
    border-radius: var(--radius-sm);
    background: var(--color-muted);
    font-family: var(--font-mono);
    font-size: 0.9em;
  }

  & hr {
    border: 0;
    border-top: var(--border-width) solid var(--color-border);
  }

  & [data-footnotes] {
    margin-top: var(--space-4);
    padding-top: var(--space-2);
    border-top: var(--border-width) solid var(--color-border);
    color: var(--color-muted-foreground);
    font-size: var(--font-size-sm);
  }

  & .sr-only {
    ${visuallyHidden}
  }
`;

/**
 * Markdown as an AI answer writes it, rendered safely: paragraphs, headings, lists, tables,
 * code, links, quotes and strikethrough (react-markdown with GitHub's extensions). Raw HTML is
 * shown as typed, never interpreted; images are not loaded; web links open in a new tab without
 * a referrer. Wide code and tables scroll sideways in a focusable box. While `streaming`,
 * half-written syntax is completed and only the growing last block renders again.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
  { children, streaming = false, headingOffset = 2, className, ...props },
  ref,
) {
  const id = useId();
  const components = useMemo(() => markdownComponents(headingOffset), [headingOffset]);
  const remarkRehypeOptions = useMemo<Options['remarkRehypeOptions']>(
    () => ({
      // Footnote ids of their own, so two answers on one page never share an id.
      clobberPrefix: `${id.replace(/[^\w-]/g, '')}-`,
      footnoteLabel: MARKDOWN_TEXTS.footnotes,
      footnoteLabelTagName: `h${Math.min(6, 2 + headingOffset)}`,
      footnoteBackLabel: MARKDOWN_TEXTS.footnoteBack,
    }),
    [id, headingOffset],
  );
  const blocks = useMemo(() => splitMarkdownBlocks(children), [children]);
  const last = blocks.length - 1;

  return (
    <Root
      ref={ref}
      data-slot="markdown"
      data-streaming={streaming ? 'true' : undefined}
      className={cx('sprint-markdown', className)}
      {...props}
    >
      {blocks.map((block, index) => (
        <MarkdownBlock
          // By position: a block keeps its place while the text grows behind it.
          key={index}
          markdown={streaming && index === last ? completeStreamingMarkdown(block) : block}
          components={components}
          remarkRehypeOptions={remarkRehypeOptions}
        />
      ))}
    </Root>
  );
});
