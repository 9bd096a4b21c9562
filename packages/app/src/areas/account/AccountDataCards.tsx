import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  InlineNote,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import {
  EMAIL_MISMATCH,
  PASSWORD_REQUIRED,
  confirmsEmail,
  errorMessage,
  exportFileName,
  reauthProblem,
} from './accountForms';
import { downloadJson } from './files';
import { reauthMethodOf, useReauthenticate } from './reauthentication';

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
 * 'Konto löschen' (Art. 17 DSGVO), confirmed by typing the account's address and proven by the
 * password (or Google's window for an account without one): the server deletes only after a
 * sign-in of the last 5 minutes, so a session left open is not enough. Afterwards the session
 * ends and the login page says so. The server's refusals (the last primary admin of a company,
 * a sign-in too old) show in the dialog.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const trpc = useTRPC();
  const { signOut, firebaseUser } = useAuth();
  const reauthenticate = useReauthenticate();
  const method = reauthMethodOf(firebaseUser);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setPassword('');
      setMismatch(false);
      setPasswordError(null);
      setRefusal(null);
    }
  };

  // A rejection keeps the dialog open (ConfirmDialog), with the reason in it.
  const handleConfirm = async () => {
    setRefusal(null);
    if (!confirmsEmail(typed, email)) {
      setMismatch(true);
      emailRef.current?.focus();
      throw new Error(EMAIL_MISMATCH);
    }
    if (method === 'password' && !password) {
      setPasswordError(PASSWORD_REQUIRED);
      passwordRef.current?.focus();
      throw new Error(PASSWORD_REQUIRED);
    }
    try {
      await reauthenticate(method === 'password' ? { method, password } : { method });
    } catch (error) {
      const problem = reauthProblem(error);
      if (problem.field) {
        setPasswordError(problem.message);
        passwordRef.current?.focus();
      } else {
        setRefusal(problem.message);
      }
      throw error;
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
            ref={emailRef}
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
          {method === 'password' ? (
            <TextField
              ref={passwordRef}
              label="Passwort bestätigen"
              description="Zur Sicherheit fragen wir dein Passwort noch einmal ab."
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(null);
              }}
              error={passwordError}
            />
          ) : (
            <InlineNote icon={<ShieldCheck aria-hidden />}>
              Zur Sicherheit bestätigst du mit deinem Google-Konto: Nach „Konto löschen“ öffnet sich
              das Anmeldefenster von Google.
            </InlineNote>
          )}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
