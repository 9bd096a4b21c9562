import type { LeadBoard, LeadRow, LeadStatus } from '../queries';

/** A card dropped in another column, as the board's cache and its pending moves record it. */
export type PipelineMove = { leadId: string; status: LeadStatus; toIndex?: number };

/**
 * The board with one card moved: out of its column (count and € sum down), into the target
 * at `toIndex` (count and sum up), its status changed. A card already in the target column, or
 * not on the board at all, leaves the board as it is — so applying a move twice, or over a
 * refetch that already has it, changes nothing.
 */
export function applyMove(board: LeadBoard, move: PipelineMove): LeadBoard {
  const from = board.find((column) => column.items.some((lead) => lead.id === move.leadId));
  const lead = from?.items.find((item) => item.id === move.leadId);
  if (!from || !lead || from.status === move.status) return board;
  if (!board.some((column) => column.status === move.status)) return board;
  const moved: LeadRow = {
    ...lead,
    status: move.status,
    lostReason: move.status === 'lost' ? lead.lostReason : null,
  };
  return board.map((column) => {
    if (column.status === from.status) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        sumCents: column.sumCents - lead.valueCents,
        items: column.items.filter((item) => item.id !== move.leadId),
      };
    }
    if (column.status === move.status) {
      const items = [...column.items];
      const index = Math.min(Math.max(move.toIndex ?? 0, 0), items.length);
      items.splice(index, 0, moved);
      return {
        ...column,
        count: column.count + 1,
        sumCents: column.sumCents + lead.valueCents,
        items,
      };
    }
    return column;
  });
}

/** Moves still waiting for the server, applied over whatever the board's query holds now. */
export function applyMoves(board: LeadBoard, moves: readonly PipelineMove[]): LeadBoard {
  return moves.reduce(applyMove, board);
}

/** The next page of a column ('Mehr laden') appended, without cards the column has already. */
export function appendToColumn(
  board: LeadBoard,
  status: LeadStatus,
  page: { items: LeadRow[]; nextCursor: string | null },
): LeadBoard {
  return board.map((column) => {
    if (column.status !== status) return column;
    const known = new Set(column.items.map((lead) => lead.id));
    return {
      ...column,
      items: [...column.items, ...page.items.filter((lead) => !known.has(lead.id))],
      nextCursor: page.nextCursor,
    };
  });
}
