import { FileText } from 'lucide-react';
import { lazyPage, navItem, primaryAdminsOnly, type AppRoute, type AreaDefinition } from '../area';

const documents: AppRoute = {
  path: 'documents',
  page: lazyPage(() => import('./DocumentsPage')),
  layout: 'noScroll',
  title: 'Dokumente',
};

export const documentsArea: AreaDefinition = {
  id: 'documents',
  routes: [documents],
  sidebar: {
    group: 'management',
    item: navItem('documents', documents, { icon: FileText, rule: primaryAdminsOnly }),
  },
};
