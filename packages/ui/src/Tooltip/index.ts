export { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider } from './Tooltip';
export type { TooltipContentProps } from './Tooltip';
export { SprintTooltipProvider } from './SprintTooltipProvider';
export type { SprintTooltipProviderProps } from './SprintTooltipProvider';
