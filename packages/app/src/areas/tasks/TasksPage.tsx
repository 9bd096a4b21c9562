import { ListTodo } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Aufgaben"
      description="Was heute und diese Woche ansteht."
      icon={ListTodo}
      emptyTitle="Keine offenen Aufgaben"
      emptyText="Aufgaben zu Leads und Kunden erscheinen hier, sortiert nach Fälligkeit."
    />
  );
}
