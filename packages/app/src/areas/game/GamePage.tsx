import { Gamepad2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, EmptyState, Link } from '@sprint/ui';

const Fullscreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100svh;
  padding: var(--space-6);
`;

/** The game runs without the shell (spec §2: layout 'none'). */
export function Component() {
  return (
    <Fullscreen>
      <EmptyState
        icon={<Gamepad2 aria-hidden />}
        title="Sales-Game"
        headingLevel={2}
        action={
          <Button asChild variant="outline">
            <Link href="/app/dashboard">Zurück zum Dashboard</Link>
          </Button>
        }
      >
        Im Sales-Game trittst du in kurzen Verkaufsrunden gegen dein Team an. Die erste Runde
        startet bald.
      </EmptyState>
    </Fullscreen>
  );
}
