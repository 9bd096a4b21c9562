import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { EMAIL_MISMATCH, confirmsEmail, errorMessage, exportFileName } from './accountForms';
import { downloadJson } from './files';

/** 'Meine Daten exportieren' (Art. 20 DSGVO): everything Sprint keeps about you, as JSON. */
export function ExportCard() {
  const trpc = useTRPC();
  const exportData = useMutation(trpc.account.exportData.mutationOptions());

  const handleExport = async () => {
    if (exportData.isPending) return;
    try {
      const data = await exportData.mutateAsync();
      const fileName = exportFileName(new Date());
      downloadJson(data, fileName);
      toast({ title: 'Deine Daten wurden exportiert.', description: fileName, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Export fehlgeschlagen',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Meine Daten</CardTitle>
        <CardDescription>
          Lade alles, was Sprint über dich gespeichert hat, als JSON-Datei herunter: Profil,
          Mitgliedschaften, Einladungen, deine Leads und Notizen (Art. 20 DSGVO).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          aria-disabled={exportData.isPending || undefined}
          onClick={() => void handleExport()}
        >
          <Download aria-hidden />
          {exportData.isPending ? 'Daten werden exportiert...' : 'Meine Daten exportieren'}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * 'Konto löschen' (Art. 17 DSGVO), confirmed by typing the account's address. Afterwards the
 * session ends and the login page says so. The server refuses the last primary admin of a
 * company, naming it; that message shows in the dialog.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const trpc = useTRPC();
  const { signOut } = useAuth();
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setMismatch(false);
      setRefusal(null);
    }
  };

  // A rejection keeps the dialog open (ConfirmDialog), with the reason in it.
  const handleConfirm = async () => {
    setRefusal(null);
    if (!confirmsEmail(typed, email)) {
      setMismatch(true);
      inputRef.current?.focus();
      throw new Error(EMAIL_MISMATCH);
    }
    try {
      await remove.mutateAsync({ confirmEmail: typed.trim() });
    } catch (error) {
      setRefusal(errorMessage(error));
      throw error;
    }
    toast({ title: 'Dein Konto wurde gelöscht.', variant: 'success' });
    await signOut();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Konto löschen</CardTitle>
        <CardDescription>
          Dein Profil, dein Profilbild und deine Mitgliedschaften werden gelöscht (Art. 17 DSGVO).
          Was du für dein Unternehmen angelegt hast, bleibt erhalten und erscheint unter „Gelöschter
          Benutzer“.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={handleOpenChange}
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden />
              Konto löschen
            </Button>
          }
          title="Konto endgültig löschen?"
          description="Das lässt sich nicht rückgängig machen. Du wirst danach abgemeldet."
          confirmLabel="Konto löschen"
          destructive
          initialFocus="content"
          onConfirm={handleConfirm}
        >
          <Alert message={refusal} />
          <TextField
            ref={inputRef}
            label="E-Mail-Adresse zur Bestätigung"
            description={`Gib ${email} ein.`}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setMismatch(false);
            }}
            error={mismatch ? EMAIL_MISMATCH : null}
          />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
