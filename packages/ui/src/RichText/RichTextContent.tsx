import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { richTextTypography } from './richTextTypography';
import { sanitizeRichText } from './sanitizeRichText';

export type RichTextContentProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** Stored lesson HTML, as `RichTextEditor` wrote it. Cleaned before it is shown. */
  html: string;
};

const StyledContent = styled.div`
  ${richTextTypography}
`;

/**
 * Lesson content for readers. The HTML comes from the database and so from another person: it is
 * cleaned in the browser by `sanitizeRichText` (DOMPurify) on every change, whatever the server
 * did, and shown with the same typography as in the editor.
 */
export const RichTextContent = forwardRef<HTMLDivElement, RichTextContentProps>(
  function RichTextContent({ html, ...props }, ref) {
    const clean = useMemo(() => sanitizeRichText(html), [html]);
    return (
      <StyledContent
        ref={ref}
        data-slot="rich-text-content"
        {...props}
        // Safe: `clean` is the sanitiser's output, never the stored string itself.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );
  },
);
