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
export * from './LinkButton';
export * from './ProgressBar';
export * from './Select';
export * from './Separator';
export * from './Sheet';
export * from './Skeleton';
export * from './Text';
export * from './TextLink';
export * from './TitleButton';
export * from './Toast';
export * from './Tooltip';
export * from './VisuallyHidden';

// Forms
export * from './Checkbox';
export * from './CsvImportWizard';
export * from './CurrencyField';
export * from './DateField';
export * from './FileAttachment';
export * from './FileDrop';
export * from './FormField';
export * from './FormGrid';
export * from './FormSelectField';
export * from './ImageUpload';
export * from './LookupField';
export * from './NumberField';
export * from './RadioGroup';
export * from './RichText';
export * from './SearchField';
export * from './SegmentedControl';
export * from './Switch';
export * from './TextArea';
export * from './TextField';
export * from './ToggleGroup';

// Layout and feedback for pages
export * from './Alert';
export * from './Callout';
export * from './Columns';
export * from './ConnectionStatus';
export * from './Container';
export * from './EmptyState';
export * from './Grid';
export * from './InlineNote';
export * from './LandingSection';
export * from './LoadingBar';
export * from './Note';
export * from './PageHeader';
export * from './Prose';
export * from './QueryState';
export * from './SplitView';
export * from './Stack';
export * from './StatCard';
export * from './Stepper';
export * from './Tabs';
export * from './UploadProgress';

// Data display
export * from './ActivityList';
export * from './AgendaList';
export * from './BarChart';
export * from './BudgetBar';
export * from './Checklist';
export * from './CompanyLogo';
export * from './ConversationList';
export * from './DataTable';
export * from './DescriptionList';
export * from './DueList';
export * from './EventCalendarFrame';
export * from './FeatureCard';
export * from './FigureRow';
export * from './ItemList';
export * from './KanbanBoard';
export * from './MessageThread';
export * from './PeriodSwitcher';
export * from './PlanBadge';
export * from './ResultList';
export * from './RoleBadge';
export * from './SortableList';
export * from './StackedText';
export * from './Table';
export * from './TextPair';
export * from './Timeline';
export * from './TodoList';
export * from './TrendIndicator';

// Media
export * from './MediaCard';
export * from './MediaThumbnail';
export * from './RecordingIndicator';
export * from './VideoPlayer';
export * from './VideoStage';

// Shell
export * from './Breadcrumbs';
export * from './CustomerSelectionDialog';
export * from './ErrorView';
export * from './HeaderBar';
export * from './LoadingScreen';
export * from './NotFoundView';
export * from './Sidebar';
export * from './SiteLayout';

// Community
export * from './CommentThread';
export * from './HighlightedText';
export * from './LeaderboardTable';
export * from './LevelBadge';
export * from './LikeButton';
export * from './NotificationBell';
export * from './PostCard';

// AI chat
export * from './CharacterCount';
export * from './ChatComposer';
export * from './ChatMessage';
export * from './ChatTranscript';
export * from './Disclosure';
export * from './Markdown';

// Training
export * from './MedalBadge';
export * from './Scorecard';
