export { Tabs, TabsList, TabsTrigger, TabsContent, TabNav, TabNavLink } from './Tabs';
export type {
  TabsProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
  TabNavProps,
  TabNavLinkProps,
} from './Tabs';
