export { CsvImportWizard } from './CsvImportWizard';
export type {
  CsvImportField,
  CsvImportPreviewShape,
  CsvImportPreviewState,
  CsvImportStep,
  CsvImportWizardProps,
  CsvImportWizardTexts,
} from './CsvImportWizard';
export {
  CsvImportFieldGrid,
  CsvImportLines,
  CsvImportPreviewTable,
  CsvImportRowNotes,
  CsvImportSample,
  CsvImportSection,
  CsvImportSummary,
} from './CsvImportParts';
export type {
  CsvImportLinesProps,
  CsvImportNote,
  CsvImportPreviewTableProps,
  CsvImportRowNotesProps,
  CsvImportSampleProps,
  CsvImportSectionProps,
  CsvImportSummaryItem,
  CsvImportSummaryProps,
} from './CsvImportParts';
export { assignCsvColumn, csvColumnName } from './csvImportMapping';
export type { CsvImportMapping } from './csvImportMapping';
