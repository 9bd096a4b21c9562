/**
 * Small pieces the planning pages (recurring items, tax reserves, projects) share.
 */
import { useId, type ReactNode } from 'react';
import { Stack } from '@sprint/ui';

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

export type PageSectionProps = {
  title: string;
  /** Next to the heading, e.g. 'Betrag zurücklegen'. */
  action?: ReactNode;
  children: ReactNode;
};

/** A part of a page under its h2, named by it (a landmark region). */
export function PageSection({ title, action, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="center" justify="between" wrap>
        <h2 id={headingId}>{title}</h2>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
