import { useLocation, useSearchParams } from 'react-router';
import { GraduationCap, PencilLine, Check } from 'lucide-react';
import styled from 'styled-components';
import { Button, Link, MediaThumbnail } from '@sprint/ui';
import { editHref, isEditing } from './trainingsFormat';

export { Form } from '../../../components/formParts';

/** A course's cover, 16:9 like the videos; a placeholder with the area's icon without one. */
export function CourseCover({ url }: { url: string | null }) {
  // The title next to it names the course: the picture adds nothing to read out.
  return <MediaThumbnail src={url} icon={<GraduationCap aria-hidden />} size="lg" />;
}

/**
 * A row of the editor's outline (a course, a module, a lesson): handle, title, badges, menu,
 * wrapping on narrow screens. `data-grow` marks the part that takes the free width (`wide`: a
 * title that needs more before the row wraps).
 */
export const EditorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  min-width: 0;

  & > [data-grow] {
    flex: 1;
    min-width: 10rem;
  }

  & > [data-grow='wide'] {
    min-width: 12rem;
  }
`;

/**
 * A lesson's attachments: icon, name, size (and in the editor an action), one per row.
 * `data-editing`: the names take the free width, so the actions line up at the end.
 */
export const FileList = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
  }

  & > li > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }

  &[data-editing] > li > a {
    flex: 1;
    min-width: 10rem;
  }
`;

/** Whether the page is in the editor (`?bearbeiten=1`), for employees only. */
export function useEditMode(canEdit: boolean): boolean {
  const [params] = useSearchParams();
  return canEdit && isEditing(params);
}

/**
 * 'Bearbeiten' and back: a link to the same address with `?bearbeiten=1` added or removed, so
 * the editor can be shared, reloaded and left with Back.
 */
export function EditToggle({ editing }: { editing: boolean }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <Button asChild variant="outline">
      <Link href={editHref(pathname, params, !editing)}>
        {editing ? <Check aria-hidden /> : <PencilLine aria-hidden />}
        {editing ? 'Bearbeitung beenden' : 'Bearbeiten'}
      </Link>
    </Button>
  );
}
