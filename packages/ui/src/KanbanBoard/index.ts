export {
  KanbanBoard,
  SCREEN_READER_INSTRUCTIONS as KANBAN_SCREEN_READER_INSTRUCTIONS,
} from './KanbanBoard';
export type { KanbanBoardProps, KanbanColumn, KanbanMove, KanbanNoun } from './KanbanBoard';
