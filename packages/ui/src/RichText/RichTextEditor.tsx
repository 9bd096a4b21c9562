import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import {
  EditorContent,
  Extension,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
  type EditorOptions,
} from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Popover as PopoverPrimitive, Toolbar as ToolbarPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { type FormControlProps, FormField } from '../FormField';
import { popoverSurface } from '../lib/popover';
import { TextField } from '../TextField';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';
import { isAllowedLinkAddress } from './linkAddress';
import { MentionList, mentionOptionId, mentionStatusText } from './MentionList';
import {
  CLOSED_MENTION_SUGGESTION,
  createMentionSuggestion,
  type MentionSuggestion,
  type RichTextEditorMentions,
} from './mentionSuggestion';
import { richTextTypography } from './richTextTypography';

export type RichTextEditorProps = {
  /** The visible name of the field, e.g. 'Inhalt der Lektion'. Also the editor's accessible name. */
  label: string;
  /**
   * HTML; the editor is controlled by its initial value and reports every change. A later value
   * that differs from what the editor holds (a form reset, data loaded afterwards) replaces the
   * content.
   */
  value: string;
  /** Every change as HTML; an empty editor reports `''`. */
  onChange: (html: string) => void;
  /** A hint under the editor, read as part of its description. */
  description?: string;
  /** The error message under the editor; marks it `aria-invalid`. Empty shows nothing. */
  error?: string;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** Not editable, toolbar disabled. */
  disabled?: boolean;
  /** The id of the editable area (for the label and for links to the field). */
  id?: string;
  /**
   * Turns on @mentions: typing `@` and a letter lists the people `search` finds; the one picked is
   * stored as `<span data-type="mention" data-id="…" data-label="…">@Name</span>`. Decided when
   * the editor mounts; without it, `@` is plain text.
   */
  mentions?: RichTextEditorMentions;
};

export const LINK_ADDRESS_ERROR = 'Bitte gib eine gültige Adresse ein (https://…).';

type ToolName = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote';

type FormatTool = {
  name: ToolName;
  label: string;
  /** As printed on a German keyboard; `keys` is the same for `aria-keyshortcuts`. */
  shortcut: string;
  keys: string;
  icon: LucideIcon;
  run: (chain: ChainedCommands) => ChainedCommands;
};

const FORMAT_GROUPS: readonly (readonly FormatTool[])[] = [
  [
    {
      name: 'bold',
      label: 'Fett',
      shortcut: 'Strg+B',
      keys: 'Control+B',
      icon: Bold,
      run: (chain) => chain.toggleBold(),
    },
    {
      name: 'italic',
      label: 'Kursiv',
      shortcut: 'Strg+I',
      keys: 'Control+I',
      icon: Italic,
      run: (chain) => chain.toggleItalic(),
    },
  ],
  [
    {
      name: 'h2',
      label: 'Überschrift',
      shortcut: 'Strg+Alt+2',
      keys: 'Control+Alt+2',
      icon: Heading2,
      run: (chain) => chain.toggleHeading({ level: 2 }),
    },
    {
      name: 'h3',
      label: 'Zwischenüberschrift',
      shortcut: 'Strg+Alt+3',
      keys: 'Control+Alt+3',
      icon: Heading3,
      run: (chain) => chain.toggleHeading({ level: 3 }),
    },
  ],
  [
    {
      name: 'bulletList',
      label: 'Aufzählung',
      shortcut: 'Strg+Umschalt+8',
      keys: 'Control+Shift+8',
      icon: List,
      run: (chain) => chain.toggleBulletList(),
    },
    {
      name: 'orderedList',
      label: 'Nummerierte Liste',
      shortcut: 'Strg+Umschalt+7',
      keys: 'Control+Shift+7',
      icon: ListOrdered,
      run: (chain) => chain.toggleOrderedList(),
    },
    {
      name: 'blockquote',
      label: 'Zitat',
      shortcut: 'Strg+Umschalt+B',
      keys: 'Control+Shift+B',
      icon: Quote,
      run: (chain) => chain.toggleBlockquote(),
    },
  ],
];

type ToolbarState = Record<ToolName, boolean> & {
  link: boolean;
  linkHref: string;
  canUndo: boolean;
  canRedo: boolean;
  isEmpty: boolean;
};

function readToolbarState(editor: Editor): ToolbarState {
  const href: unknown = editor.getAttributes('link').href;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    linkHref: typeof href === 'string' ? href : '',
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    isEmpty: editor.isEmpty,
  };
}

/** The editor's HTML as the field's value: an empty document is `''`, not `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const WEB_OR_MAIL = /^(?:https?|mailto):/i;

/** Without `mentions` the editor reads a store that never changes: hooks run the same either way. */
const subscribeNever = () => () => undefined;
const closedMentionSuggestion = () => CLOSED_MENTION_SUGGESTION;

const StyledField = styled(FormField)`
  &[data-disabled='true'] [data-slot='form-field-label'] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Frame = styled.div`
  --rich-text-border: var(--color-input);
  --rich-text-ring: var(--color-ring);

  display: grid;
  min-width: 0;
  border: var(--border-width) solid var(--rich-text-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  transition: border-color var(--duration-fast) var(--easing-standard);

  &:has([data-slot='rich-text-editor-content']:focus) {
    outline: var(--focus-ring-width) solid var(--rich-text-ring);
    outline-offset: 2px;
  }

  &[data-invalid='true'] {
    --rich-text-border: var(--color-destructive);
    --rich-text-ring: var(--color-destructive);
  }

  &[data-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledToolbar = styled(ToolbarPrimitive.Root)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-0-5);
  padding: var(--space-1);
  border-bottom: var(--border-width) solid var(--color-border);
`;

const ToolbarSeparator = styled(ToolbarPrimitive.Separator)`
  align-self: stretch;
  width: var(--border-width);
  margin: var(--space-1);
  background: var(--color-border);
`;

const ToolbarGroup = styled.span`
  display: contents;
`;

const ToolbarSpacer = styled.span`
  flex: 1;
`;

const StyledToolButton = styled(ToolbarPrimitive.Button)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: var(--size-control-sm);
  height: var(--size-control-sm);
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-foreground);
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    pointer-events: none;
  }

  &:hover {
    background: var(--color-accent);
    color: var(--color-accent-foreground);
  }

  /* On: a filled, outlined square with the icon in the primary colour, not colour alone. */
  &[aria-pressed='true'] {
    background: var(--color-secondary);
    box-shadow: inset 0 0 0 var(--border-width) var(--color-input);
    color: var(--color-primary);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const ContentArea = styled.div`
  position: relative;
  min-width: 0;

  & [data-slot='rich-text-editor-content'] {
    ${richTextTypography}
    max-width: none;
    min-height: calc(var(--size-control) * 4);
    padding: var(--space-3) var(--space-4);
    outline: none;
  }

  & [data-slot='rich-text-editor-content'][contenteditable='false'] {
    cursor: not-allowed;
  }

  & .ProseMirror-selectednode {
    outline: var(--focus-ring-width) solid var(--color-ring);
  }
`;

const Placeholder = styled.div`
  position: absolute;
  top: var(--space-3);
  right: var(--space-4);
  left: var(--space-4);
  overflow: hidden;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-base);
  line-height: var(--line-height-normal);
  white-space: nowrap;
  text-overflow: ellipsis;
  pointer-events: none;
`;

const LinkPanel = styled(PopoverPrimitive.Content)`
  ${popoverSurface}
  width: min(22rem, calc(100vw - var(--space-8)));
  padding: var(--space-3);
`;

const LinkForm = styled.form`
  display: grid;
  gap: var(--space-3);
`;

const LinkActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
`;

type ToolButtonProps = ComponentPropsWithoutRef<typeof ToolbarPrimitive.Button> & {
  label: string;
  shortcut?: string;
  keys?: string;
  icon: LucideIcon;
};

/** An icon button of the toolbar, named by `label`; the tooltip adds the shortcut for the eye. */
const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { label, shortcut, keys, icon: Icon, ...props },
  ref,
) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <StyledToolButton
          ref={ref}
          type="button"
          aria-label={label}
          aria-keyshortcuts={keys}
          data-slot="rich-text-editor-tool"
          {...props}
        >
          <Icon aria-hidden />
        </StyledToolButton>
      </TooltipTrigger>
      <TooltipContent side="top">{shortcut ? `${label} (${shortcut})` : label}</TooltipContent>
    </Tooltip>
  );
});

type LinkFieldProps = {
  initialHref: string;
  hasLink: boolean;
  /** Applies the address; returns the error to show when it is refused. */
  onApply: (address: string) => string | null;
  onCancel: () => void;
};

function LinkField({ initialHref, hasLink, onApply, onCancel }: LinkFieldProps) {
  const [address, setAddress] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The panel is portalled, but React events still bubble to the editor's ancestors: a form
    // around the editor must not be submitted along with the link.
    event.stopPropagation();
    const refusal = onApply(address);
    setError(refusal);
    if (refusal) inputRef.current?.focus();
  }

  return (
    <LinkForm noValidate onSubmit={handleSubmit} data-slot="rich-text-editor-link-form">
      <TextField
        ref={inputRef}
        label="Link-Adresse"
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        placeholder="https://…"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        description={hasLink ? 'Leer lassen, um den Link zu entfernen.' : undefined}
        error={error}
      />
      <LinkActions>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" size="sm">
          Übernehmen
        </Button>
      </LinkActions>
    </LinkForm>
  );
}

type EditorSurfaceProps = Pick<
  RichTextEditorProps,
  'value' | 'onChange' | 'placeholder' | 'disabled' | 'mentions'
> & {
  control: FormControlProps;
  labelId: string;
  onEditor: (editor: Editor | null) => void;
};

/**
 * The toolbar and the editable area. It lives inside `FormField`'s render function, because only
 * there the ids of hint and error are known, and they belong on the editable element itself.
 */
function EditorSurface({
  value,
  onChange,
  placeholder,
  disabled = false,
  control,
  labelId,
  onEditor,
  mentions,
}: EditorSurfaceProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [initialContent] = useState(value);
  const lastValue = useRef(value);
  const restoreEditorFocus = useRef(false);
  const openLink = useRef(() => setLinkOpen(true));
  const [mentionSuggestion] = useState<MentionSuggestion | null>(() =>
    mentions ? createMentionSuggestion(mentions.search) : null,
  );
  const mentionState = useSyncExternalStore(
    mentionSuggestion?.subscribe ?? subscribeNever,
    mentionSuggestion?.getSnapshot ?? closedMentionSuggestion,
  );
  const mentionSearch = mentions?.search;
  const listboxId = useId();

  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        enableClickSelection: true,
        defaultProtocol: 'https',
        // Typed or pasted addresses without a scheme ('www.sprint.de') still become links (with
        // https); any scheme other than http(s) and mailto never does.
        isAllowedUri: (url, { defaultValidate }) =>
          defaultValidate(url) && (!HAS_SCHEME.test(url.trim()) || WEB_OR_MAIL.test(url.trim())),
      },
    }),
    Extension.create({
      name: 'sprintLinkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLink.current();
          return true;
        },
      }),
    }),
    ...(mentionSuggestion ? [mentionSuggestion.extension] : []),
  ]);

  useEffect(() => {
    if (mentionSearch) mentionSuggestion?.setSearch(mentionSearch);
  }, [mentionSuggestion, mentionSearch]);

  const mentionListShown = mentionState.open && mentionState.items.length > 0;
  const activeOption = mentionListShown
    ? mentionOptionId(listboxId, mentionState.activeIndex)
    : undefined;

  const describedBy = control['aria-describedby'];
  const invalid = control['aria-invalid'];
  const editorProps = useMemo<EditorOptions['editorProps']>(
    () => ({
      attributes: {
        id: control.id,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        // The suggestions are a listbox the editable area controls; focus stays in the text and
        // the active option is announced through `aria-activedescendant`.
        ...(mentionSuggestion ? { 'aria-autocomplete': 'list' } : {}),
        ...(activeOption
          ? { 'aria-controls': listboxId, 'aria-activedescendant': activeOption }
          : {}),
        'data-slot': 'rich-text-editor-content',
      },
      handleDOMEvents: {
        // Tab leaves the editor, as in any other field: without this, a list item would take it
        // to indent itself, and keyboard users would be stuck inside lists. Only while the
        // mention list offers a person does Tab pick them (the suggestion plugin gets the key).
        keydown: (_view, event) =>
          event.key === 'Tab' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !mentionSuggestion?.takesKey(event),
      },
    }),
    [
      control.id,
      labelId,
      describedBy,
      invalid,
      placeholder,
      disabled,
      mentionSuggestion,
      activeOption,
      listboxId,
    ],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastValue.current = html;
      onChange(html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  });

  useEffect(() => {
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside (reset, loaded later) replaces the content; the editor's own changes,
  // coming back as `value`, do not. A layout effect, so it runs in the same task as the render:
  // a passive effect could run after the next keystroke and take the previous (own) value for an
  // outside one, undoing that keystroke.
  useLayoutEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    if (value === htmlOf(editor)) return;
    // Not undoable: Ctrl+Z must not bring back what was there before a reset.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  function run(command: (chain: ChainedCommands) => ChainedCommands) {
    command(editor.chain().focus()).run();
  }

  function applyLink(address: string): string | null {
    const href = address.trim();
    if (href !== '' && !isAllowedLinkAddress(href)) return LINK_ADDRESS_ERROR;
    restoreEditorFocus.current = true;
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    return null;
  }

  const showPlaceholder = Boolean(placeholder) && state.isEmpty;

  return (
    <Frame
      data-slot="rich-text-editor-frame"
      data-invalid={invalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      <StyledToolbar
        aria-label="Formatierung"
        aria-controls={control.id}
        data-slot="rich-text-editor-toolbar"
      >
        {FORMAT_GROUPS.map((group, index) => (
          <ToolbarGroup key={group[0]?.name ?? index}>
            {index > 0 ? <ToolbarSeparator /> : null}
            {group.map((tool) => (
              <ToolButton
                key={tool.name}
                label={tool.label}
                shortcut={tool.shortcut}
                keys={tool.keys}
                icon={tool.icon}
                aria-pressed={state[tool.name]}
                disabled={disabled}
                onClick={() => run(tool.run)}
              />
            ))}
          </ToolbarGroup>
        ))}
        <ToolbarSeparator />
        <PopoverPrimitive.Root open={linkOpen && !disabled} onOpenChange={setLinkOpen}>
          <PopoverPrimitive.Trigger asChild>
            <ToolButton
              label="Link"
              shortcut="Strg+K"
              keys="Control+K"
              icon={LinkIcon}
              aria-pressed={state.link}
              disabled={disabled}
            />
          </PopoverPrimitive.Trigger>
          <PopoverPrimitive.Portal>
            <LinkPanel
              align="start"
              sideOffset={4}
              aria-label={state.link ? 'Link bearbeiten' : 'Link einfügen'}
              data-slot="rich-text-editor-link"
              onCloseAutoFocus={(event) => {
                // After a link was applied, writing goes on in the editor (which already has
                // focus); after Escape or 'Abbrechen', focus returns to the Link button.
                if (restoreEditorFocus.current) event.preventDefault();
                restoreEditorFocus.current = false;
              }}
            >
              <LinkField
                initialHref={state.linkHref}
                hasLink={state.link}
                onApply={applyLink}
                onCancel={() => setLinkOpen(false)}
              />
            </LinkPanel>
          </PopoverPrimitive.Portal>
        </PopoverPrimitive.Root>
        <ToolbarSpacer />
        <ToolButton
          label="Rückgängig"
          shortcut="Strg+Z"
          keys="Control+Z"
          icon={Undo2}
          disabled={disabled || !state.canUndo}
          onClick={() => run((chain) => chain.undo())}
        />
        <ToolButton
          label="Wiederholen"
          shortcut="Strg+Umschalt+Z"
          keys="Control+Shift+Z"
          icon={Redo2}
          disabled={disabled || !state.canRedo}
          onClick={() => run((chain) => chain.redo())}
        />
      </StyledToolbar>
      <ContentArea>
        <EditorContent editor={editor} />
        {showPlaceholder ? (
          <Placeholder aria-hidden data-slot="rich-text-editor-placeholder">
            {placeholder}
          </Placeholder>
        ) : null}
        {mentionSuggestion && mentionState.open ? (
          <MentionList suggestion={mentionSuggestion} state={mentionState} listboxId={listboxId} />
        ) : null}
        {mentionSuggestion ? (
          <VisuallyHidden role="status" data-slot="rich-text-mention-status">
            {mentionStatusText(mentionState)}
          </VisuallyHidden>
        ) : null}
      </ContentArea>
    </Frame>
  );
}

/**
 * A labelled rich-text field on Tiptap 3 (StarterKit): lesson content written by trainers.
 * A toolbar 'Formatierung' (one tab stop, arrow keys between its buttons) toggles bold, italic,
 * headings (levels 2 and 3 only), lists and quotes, sets links (http(s) and mailto only) and
 * undoes; StarterKit's shortcuts (Strg+B, …) work as well. Label, hint and error are wired to the
 * editable area like any `FormField`. Tab leaves the editor.
 *
 * With `mentions`, typing `@` and a letter opens a list of people under the caret (arrow keys,
 * Enter or Tab, a click; Escape closes it); the one picked becomes a mention node.
 *
 * Show stored HTML to readers with `RichTextContent`, which sanitises it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  description,
  error,
  placeholder,
  disabled = false,
  id,
  mentions,
}: RichTextEditorProps) {
  const labelId = useId();
  const editorRef = useRef<Editor | null>(null);
  const handleEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);

  function handleClick(event: ReactMouseEvent<HTMLDivElement>) {
    // The label points at the editable area, which is no form control: focus it ourselves, as a
    // click on the label of an input would.
    if (event.target instanceof Element && event.target.closest('label')) {
      editorRef.current?.commands.focus();
    }
  }

  return (
    <StyledField
      label={<span id={labelId}>{label}</span>}
      description={description}
      error={error}
      id={id}
      data-slot="rich-text-editor"
      data-disabled={disabled ? 'true' : undefined}
      onClick={handleClick}
    >
      {(control) => (
        <EditorSurface
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          disabled={disabled}
          control={control}
          labelId={labelId}
          onEditor={handleEditor}
          mentions={mentions}
        />
      )}
    </StyledField>
  );
}
