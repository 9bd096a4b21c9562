import { forwardRef, type HTMLAttributes } from 'react';
import { ArrowLeft } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Link } from '../Link';

export type NotFoundViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Where 'Zurück zur Startseite' leads; the landing page unless the app mounts elsewhere. */
  homeHref?: string;
};

const StyledNotFoundView = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-4);
  min-height: 100svh;
  padding: var(--space-12) var(--space-4);
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-display);
  font-weight: var(--font-weight-bold);
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-2xl);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

const Description = styled.p`
  margin: 0 0 var(--space-2);
  max-width: 40ch;
  color: var(--color-muted-foreground);
`;

/**
 * The 404 page for any unknown path (spec §2): a full-viewport page of its own, as it is shown
 * outside every layout. The way home is a real link, so it works with and without the app's
 * router (`LinkProvider`) and can be opened in a new tab.
 */
export const NotFoundView = forwardRef<HTMLDivElement, NotFoundViewProps>(function NotFoundView(
  { homeHref = '/', ...props },
  ref,
) {
  return (
    <StyledNotFoundView ref={ref} data-slot="not-found-view" {...props}>
      <Code data-slot="not-found-view-code">404</Code>
      <Title data-slot="not-found-view-title">Seite nicht gefunden</Title>
      <Description data-slot="not-found-view-description">
        Die aufgerufene Seite gibt es nicht oder sie wurde verschoben.
      </Description>
      <Button asChild>
        <Link href={homeHref} data-slot="not-found-view-home-link">
          <ArrowLeft aria-hidden />
          Zurück zur Startseite
        </Link>
      </Button>
    </StyledNotFoundView>
  );
});
