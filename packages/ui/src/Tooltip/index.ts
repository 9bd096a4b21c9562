export { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider } from './Tooltip';
export type { TooltipContentProps } from './Tooltip';
