import { useParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  const { moduleId, lessonId } = useParams();
  return (
    <AreaPage
      title="Lektion"
      description={`Modul ${moduleId ?? ''} · Lektion ${lessonId ?? ''}`}
      icon={BookOpen}
      emptyTitle="Inhalt folgt"
      emptyText="Video, Text und Übungen dieser Lektion erscheinen hier."
    />
  );
}
