export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogClose,
  DialogCloseButton,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './Dialog';
export type { DialogContentProps } from './Dialog';
