import { useSearchParams } from 'react-router';
import { MessagesSquare, SearchX } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search');
  if (search) {
    return (
      <AreaPage
        title="Community"
        description={`Suche nach „${search}“`}
        icon={SearchX}
        emptyTitle="Keine Treffer"
        emptyText={`Keine Posts oder Kommentare enthalten „${search}“. Versuche einen anderen Begriff.`}
      />
    );
  }
  return (
    <AreaPage
      title="Community"
      description="Austausch mit anderen Vertriebsteams."
      icon={MessagesSquare}
      emptyTitle="Noch keine Posts"
      emptyText="Posts und Kommentare aus der Community erscheinen hier. Die Suche oben findet sie nach Stichworten."
    />
  );
}
