import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { styled } from 'styled-components';

export type FileAttachmentProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** The field's name above the file, e.g. 'Beleg'; names the group. */
  label: ReactNode;
  /** The file's name as shown ('rechnung-2026-11.pdf'). */
  fileName: ReactNode;
  /** Where the file can be opened; the name becomes a link that opens it in a new tab. */
  href?: string;
  /** The file's icon (a lucide icon); a document by default. */
  icon?: ReactNode;
  /** At the end of the row, e.g. a ghost button 'Beleg entfernen'. */
  action?: ReactNode;
};

const Label = styled.span`
  display: block;
  margin-bottom: var(--space-2);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  font-size: var(--font-size-sm);

  & > svg {
    flex: none;
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
  }

  & > [data-slot='file-attachment-name'] {
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A file already attached to a form — a booking's receipt, a contract — in place of the drop
 * zone: its name (a link that opens it in a new tab) and an action such as removing it. A group
 * named by `label`, so the file and its button are read as the field they belong to.
 */
export const FileAttachment = forwardRef<HTMLDivElement, FileAttachmentProps>(
  function FileAttachment({ label, fileName, href, icon, action, ...props }, ref) {
    const labelId = useId();
    return (
      <div ref={ref} role="group" aria-labelledby={labelId} data-slot="file-attachment" {...props}>
        <Label id={labelId} data-slot="file-attachment-label">
          {label}
        </Label>
        <Box data-slot="file-attachment-box">
          {icon ?? <FileText aria-hidden />}
          {href ? (
            <a href={href} target="_blank" rel="noreferrer" data-slot="file-attachment-name">
              {fileName}
            </a>
          ) : (
            <span data-slot="file-attachment-name">{fileName}</span>
          )}
          {action}
        </Box>
      </div>
    );
  },
);
