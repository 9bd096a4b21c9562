import { ShieldAlert } from 'lucide-react';
import { EmptyState, Link } from '@sprint/ui';

/** The server's refusal code of the console for anyone who is not the provider's employee. */
export function isForbidden(error: unknown): boolean {
  return (error as { data?: { code?: string } | null } | null)?.data?.code === 'FORBIDDEN';
}

/**
 * What a customer's member sees who reached the console anyway (a shared link): the server's
 * refusal in its own words, and a way back. No 'Erneut versuchen': asking again changes nothing.
 */
export function EmployeesOnly({ message }: { message: string }) {
  return (
    <EmptyState
      icon={<ShieldAlert aria-hidden />}
      title="Kein Zugriff auf die Kunden"
      action={<Link href="/app/dashboard">Zurück zum Dashboard</Link>}
    >
      {message}
    </EmptyState>
  );
}
