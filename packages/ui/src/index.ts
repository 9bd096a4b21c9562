// Theme: tokens, global style, provider, spec constants
export { GlobalStyle } from './theme/GlobalStyle';
export { SprintThemeProvider } from './theme/SprintThemeProvider';
export type { SprintThemeProviderProps } from './theme/SprintThemeProvider';
export { tokens, lightColors, darkColors, themes, cssVar } from './theme/tokens';
export type { TokenName, ThemeName, ColorTokens } from './theme/tokens';
export * from './theme/constants';

// Formatters and helpers
export * from './format';

// Primitives
export * from './Avatar';
export * from './Badge';
export * from './Button';
export * from './Card';
export * from './ConfirmDialog';
export * from './Dialog';
export * from './DropdownMenu';
export * from './Input';
export * from './Label';
export * from './Link';
export * from './ProgressBar';
export * from './Select';
export * from './Separator';
export * from './Sheet';
export * from './Skeleton';
export * from './Toast';
export * from './Tooltip';
export * from './VisuallyHidden';

// Forms
export * from './Checkbox';
export * from './CurrencyField';
export * from './DateField';
export * from './CsvImportWizard';
export * from './FileDrop';
export * from './FormField';
export * from './FormSelectField';
export * from './ImageUpload';
export * from './NumberField';
export * from './RadioGroup';
export * from './Switch';
export * from './ToggleGroup';
export * from './TextArea';
export * from './RichText';
export * from './TextField';

// Layout and feedback for pages
export * from './Alert';
export * from './ConnectionStatus';
export * from './EmptyState';
export * from './Grid';
export * from './PageHeader';
export * from './QueryState';
export * from './SplitView';
export * from './Stack';
export * from './StatCard';
export * from './Stepper';
export * from './Tabs';
export * from './Text';
export * from './UploadProgress';

// New parts of the areas-as-modules issue (each helper adds its lines below this one)

// Data display
export * from './BarChart';
export * from './BudgetBar';
export * from './CompanyLogo';
export * from './DataTable';
export * from './KanbanBoard';
export * from './Timeline';
export * from './DescriptionList';
export * from './SortableList';
export * from './PlanBadge';
export * from './RoleBadge';
export * from './TrendIndicator';

// Media
export * from './VideoPlayer';

// Shell
export * from './Breadcrumbs';
export * from './CustomerSelectionDialog';
export * from './ErrorView';
export * from './HeaderBar';
export * from './LoadingScreen';
export * from './NotFoundView';
export * from './Sidebar';
