import { CustomerSelectionDialog } from '@sprint/ui';
import { config } from '../config';
import { useAuth } from './AuthContext';

/** The customer dialog (spec §2) over whatever page the sign-in happened on. */
export function CustomerSelection() {
  const { selection, firebaseUser, chooseCustomer, signOut } = useAuth();
  if (!selection) return null;
  return (
    <CustomerSelectionDialog
      open
      productName={config.productName}
      email={firebaseUser?.email}
      customers={selection.customers}
      loading={selection.loading}
      submitting={selection.submitting}
      error={selection.error}
      onContinue={(customer) => void chooseCustomer(customer.id)}
      onSignOut={() => void signOut()}
    />
  );
}
