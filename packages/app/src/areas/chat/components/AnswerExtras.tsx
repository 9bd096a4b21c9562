import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Badge, Button, CharacterCount, Text, formatDate, toast } from '@sprint/ui';
import { PLATFORM_LIMITS, type ChatCategory } from '@sprint/server/ai';
import { calendarRows, postVariants, type CalendarRow } from '@sprint/server/ai/structured';
import { useTRPC } from '../../../api/trpc';
import { errorMessage } from '../../../lib/errorMessage';
import { CALENDAR_HREF } from '../../calendar/public';

const Rows = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} kopiert`, variant: 'success' });
  } catch {
    toast({ title: 'Kopieren ist in diesem Browser nicht erlaubt.', variant: 'destructive' });
  }
}

/** Postgenerator: each variant's characters against the platform's limit, and its own copy. */
function PostVariants({ text, platform }: { text: string; platform: string }) {
  const variants = postVariants(text);
  if (variants.length === 0) return null;
  const limit = PLATFORM_LIMITS[platform];
  return (
    <Rows aria-label="Varianten">
      {variants.map((variant) => (
        <Row key={variant.index}>
          <Text size="sm" weight="medium">
            Variante {variant.index}
            {variant.style ? ` – ${variant.style}` : ''}
          </Text>
          <CharacterCount
            count={variant.characters}
            limit={limit}
            label={limit ? platform : undefined}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => void copy(variant.text, `Variante ${variant.index}`)}
          >
            <Copy aria-hidden />
            Variante {variant.index} kopieren
          </Button>
        </Row>
      ))}
    </Rows>
  );
}

/** Content-Kalender: each row of the plan becomes an all-day event ('In den Kalender übernehmen'). */
function CalendarPlan({ text, today }: { text: string; today: Date }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rows = calendarRows(text, { today });
  const [adopted, setAdopted] = useState<ReadonlySet<number>>(new Set());
  const create = useMutation(trpc.calendar.events.create.mutationOptions());
  if (rows.length === 0) return null;

  const adopt = async (indexes: number[]) => {
    try {
      for (const index of indexes) {
        const row = rows[index] as CalendarRow;
        await create.mutateAsync({
          title: `${row.platform}: ${row.topic}`.slice(0, 200),
          description: `Format: ${row.format}\nHook: ${row.hook}`,
          allDay: true,
          startDate: row.date,
          endDate: row.date,
        });
        setAdopted((done) => new Set(done).add(index));
      }
      await queryClient.invalidateQueries({ queryKey: trpc.calendar.pathKey() });
      toast({
        title:
          indexes.length === 1
            ? 'In den Kalender übernommen'
            : `${indexes.length} Termine in den Kalender übernommen`,
        variant: 'success',
        action: {
          label: 'Kalender öffnen',
          altText: 'Den Kalender öffnen',
          onClick: () => void navigate(CALENDAR_HREF),
        },
      });
    } catch (failure) {
      toast({ title: errorMessage(failure), variant: 'destructive' });
    }
  };
  const open = rows.map((_, index) => index).filter((index) => !adopted.has(index));
  return (
    <Rows aria-label="Redaktionsplan">
      {rows.map((row, index) => (
        <Row key={`${row.date}-${index}`}>
          <Text size="sm">
            <strong>{formatDate(row.date)}</strong> · {row.platform} · {row.topic}
          </Text>
          {adopted.has(index) ? (
            <Badge variant="success">Im Kalender</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-disabled={create.isPending || undefined}
              aria-label={`${formatDate(row.date)} in den Kalender übernehmen`}
              onClick={() => (create.isPending ? undefined : void adopt([index]))}
            >
              <CalendarPlus aria-hidden />
              In den Kalender übernehmen
            </Button>
          )}
        </Row>
      ))}
      {open.length > 1 ? (
        <li>
          <Button
            size="sm"
            aria-disabled={create.isPending || undefined}
            onClick={() => (create.isPending ? undefined : void adopt(open))}
          >
            Alle {open.length} übernehmen
          </Button>
        </li>
      ) : null}
    </Rows>
  );
}

export type AnswerExtrasProps = {
  category: ChatCategory;
  text: string;
  variables: Record<string, string>;
  /** Whether the answer is complete: the calendar's rows are offered only then. */
  complete: boolean;
  today: Date;
};

/** Whether a category's answers get anything under them. */
export function hasAnswerExtras(category: ChatCategory): boolean {
  return category === 'postgenerator' || category === 'content-kalender';
}

/** What a category's structured answer adds under it (issue 25 §2). */
export function AnswerExtras({ category, text, variables, complete, today }: AnswerExtrasProps) {
  if (category === 'postgenerator') {
    return <PostVariants text={text} platform={variables.plattform ?? 'LinkedIn'} />;
  }
  if (category === 'content-kalender' && complete) {
    return <CalendarPlan text={text} today={today} />;
  }
  return null;
}

export { copy as copyToClipboard };
