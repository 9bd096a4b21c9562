import { useSearchParams } from 'react-router';
import { Bot } from 'lucide-react';
import { EmptyState, PageHeader } from '@sprint/ui';
import { FullHeightFrame } from '../../components/FullHeightFrame';
import { CHAT_CATEGORIES } from './categories';

/** A full-height page (layout 'noScroll'): the conversation scrolls, not the page. */
export function Component() {
  const [searchParams] = useSearchParams();
  const category =
    CHAT_CATEGORIES.find((entry) => entry.slug === searchParams.get('category')) ??
    CHAT_CATEGORIES[0];
  return (
    <FullHeightFrame>
      <PageHeader
        title={`AI Chat – ${category.label}`}
        description="Dein Assistent für Texte, Ideen und Einwände."
      />
      <EmptyState icon={<Bot aria-hidden />} title="Noch keine Unterhaltung">
        Stelle eine Frage oder beschreibe deine Aufgabe: Der Verlauf mit dem Assistenten erscheint
        hier.
      </EmptyState>
    </FullHeightFrame>
  );
}
