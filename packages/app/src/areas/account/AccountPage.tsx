import { CircleUser } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Konto"
      description="Deine persönlichen Angaben."
      icon={CircleUser}
      emptyTitle="Profil"
      emptyText="Hier verwaltest du bald Name, Profilbild und Passwort deines Kontos."
    />
  );
}
