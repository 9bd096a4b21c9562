/** The few fields of a Markdown syntax tree node (mdast) this plugin reads and writes. */
export type MarkdownNode = {
  type: string;
  value?: string;
  lang?: string | null;
  children?: MarkdownNode[];
};

// Parents whose children are blocks: HTML there is a block of its own.
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const LINE_BREAK = /^<br\s*\/?>$/i;

function asText(node: MarkdownNode, parentType: string): MarkdownNode {
  const value = node.value ?? '';
  // Models write `<br>` for a line break inside a table cell; that one tag keeps its meaning.
  if (LINE_BREAK.test(value.trim())) return { type: 'break' };
  if (FLOW_PARENTS.has(parentType)) return { type: 'code', lang: 'html', value };
  return { type: 'text', value };
}

function visit(parent: MarkdownNode): void {
  const children = parent.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type === 'html') children[index] = asText(child, parent.type);
    else visit(child);
  });
}

/**
 * A remark plugin: raw HTML in the Markdown is shown as typed, never interpreted. Without it,
 * react-markdown drops raw HTML silently, so an answer about HTML would lose its examples. A
 * block of HTML becomes a code block, inline HTML plain text; `<br>` stays a line break.
 */
export function remarkHtmlAsText() {
  return (tree: MarkdownNode) => {
    visit(tree);
  };
}
