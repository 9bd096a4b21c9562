import { describe, expect, it } from 'vitest';
import { crmLeads, leadBoard, leadId } from '../crmFixtures';
import { appendToColumn, applyMove, applyMoves } from './pipelineMoves';
import type { LeadBoard, LeadStatus } from '../queries';

const column = (board: LeadBoard, status: LeadStatus) => {
  const found = board.find((entry) => entry.status === status);
  if (!found) throw new Error(`no column ${status}`);
  return found;
};

describe('moving a card on the pipeline', () => {
  const board = leadBoard(crmLeads());

  it('moves it to the top of the target, with counts and € sums', () => {
    // Alpenblick: Neu, 18.500,00 €.
    const moved = applyMove(board, { leadId: leadId(1), status: 'contacted' });
    expect(column(moved, 'new')).toMatchObject({ count: 2, sumCents: 800_000 });
    expect(column(moved, 'new').items.map((lead) => lead.id)).not.toContain(leadId(1));
    const contacted = column(moved, 'contacted');
    expect(contacted).toMatchObject({ count: 3, sumCents: 4_960_000 });
    expect(contacted.items[0]).toMatchObject({ id: leadId(1), status: 'contacted' });
    // The query's own data stays as it was (the cache keeps it for a rollback).
    expect(column(board, 'new').count).toBe(3);
  });

  it('changes nothing for a move that is already there or a card that is not on the board', () => {
    const once = applyMove(board, { leadId: leadId(1), status: 'contacted' });
    expect(applyMove(once, { leadId: leadId(1), status: 'contacted' })).toBe(once);
    expect(applyMove(board, { leadId: leadId(99), status: 'won' })).toBe(board);
  });

  it('lays pending moves over a refetch that does not have them yet', () => {
    const moves = [
      { leadId: leadId(1), status: 'contacted' as const },
      { leadId: leadId(3), status: 'lost' as const },
    ];
    const shown = applyMoves(board, moves);
    expect(column(shown, 'lost').count).toBe(2);
    expect(column(shown, 'proposal')).toMatchObject({ count: 1, sumCents: 5_400_000 });
    // A refetch that already has them: the same board again.
    expect(applyMoves(shown, moves)).toEqual(shown);
  });

  it('clears the reason of a card leaving "lost"', () => {
    const moved = applyMove(board, { leadId: leadId(7), status: 'new' });
    expect(column(moved, 'new').items[0]).toMatchObject({ id: leadId(7), lostReason: null });
  });

  it("appends a column's next page without cards it already shows", () => {
    const [first, second] = column(board, 'new').items;
    if (!first || !second) throw new Error('fixture changed');
    const next = appendToColumn(board, 'new', {
      items: [second, { ...first, id: leadId(50) }],
      nextCursor: null,
    });
    expect(column(next, 'new').items.map((lead) => lead.id)).toEqual([
      ...column(board, 'new').items.map((lead) => lead.id),
      leadId(50),
    ]);
    expect(column(next, 'new').nextCursor).toBeNull();
  });
});
