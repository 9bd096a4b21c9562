export { Form, FormAlert } from '../../../components/formParts';
import { useLocation, useSearchParams } from 'react-router';
import { GraduationCap, PencilLine, Check } from 'lucide-react';
import styled from 'styled-components';
import { Button, Link } from '@sprint/ui';
import { editHref, isEditing } from './trainingsFormat';

/** A course's cover, 16:9 like the videos; a placeholder with the area's icon without one. */
const CoverFrame = styled.div`
  display: grid;
  place-items: center;
  overflow: hidden;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-md);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & svg {
    width: var(--space-12);
    height: var(--space-12);
  }
`;

export function CourseCover({ url }: { url: string | null }) {
  return (
    <CoverFrame data-slot="course-cover">
      {/* The title next to it names the course: the picture adds nothing to read out. */}
      {url ? <img src={url} alt="" /> : <GraduationCap aria-hidden />}
    </CoverFrame>
  );
}

/**
 * What the page's columns measure: the content area, not the window — the sidebar takes its
 * share of a wide screen, so layouts switch by `@container` rather than `@media`.
 */
export const Container = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

export const Muted = styled.span`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

/** For a text only screen readers need (a checkmark's meaning). */
export const HiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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
