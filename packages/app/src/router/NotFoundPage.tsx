import { NotFoundView } from '@sprint/ui';

/** Spec §2: 'Seite nicht gefunden' with a link 'Zurück zur Startseite' to /. */
export function Component() {
  return <NotFoundView />;
}
