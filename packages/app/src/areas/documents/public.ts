/** What other areas may use of the documents: a link to it. */
export const DOCUMENTS_HREF = '/app/documents';
