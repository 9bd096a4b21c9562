export {
  CHECKLIST_DONE_TEXT,
  CHECKLIST_OPEN_TEXT,
  Checklist,
  ChecklistItem,
  checklistVariants,
} from './Checklist';
export type { ChecklistItemProps, ChecklistProps, ChecklistVariant } from './Checklist';
