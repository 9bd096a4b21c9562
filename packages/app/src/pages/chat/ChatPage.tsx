import { useSearchParams } from 'react-router';
import { Bot } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState, PageHeader } from '@sprint/ui';
import { CHAT_CATEGORIES } from '../../shell/categories';

const Frame = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 0;
  padding: var(--space-6);
  overflow: auto;
`;

/** A full-height page (layout 'noScroll'): the conversation scrolls, not the page. */
export function Component() {
  const [searchParams] = useSearchParams();
  const category =
    CHAT_CATEGORIES.find((entry) => entry.slug === searchParams.get('category')) ??
    CHAT_CATEGORIES[0];
  return (
    <Frame>
      <PageHeader
        title={`AI Chat – ${category.label}`}
        description="Dein Assistent für Texte, Ideen und Einwände."
      />
      <EmptyState icon={<Bot aria-hidden />} title="Noch keine Unterhaltung">
        Stelle eine Frage oder beschreibe deine Aufgabe: Der Verlauf mit dem Assistenten erscheint
        hier.
      </EmptyState>
    </Frame>
  );
}
