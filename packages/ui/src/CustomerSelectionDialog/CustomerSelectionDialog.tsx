import { useId, useState } from 'react';
import { Globe, Loader2, LogOut } from 'lucide-react';
import { styled, keyframes } from 'styled-components';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card';
import { CompanyLogo } from '../CompanyLogo';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../Dialog';
import { Label } from '../Label';
import { PlanBadge } from '../PlanBadge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { Skeleton } from '../Skeleton';
import { PRODUCT_NAME } from '../theme/constants';

/** What the dialog needs to know of a customer (the server's `auth.customers` entries). */
export type SelectableCustomer = {
  id: string;
  name: string;
  officialCompanyName?: string | null;
  plan?: string | null;
  domain?: string | null;
  /** A resolved image URL; the app turns storage paths into download URLs first. */
  logo?: string | null;
};

export type CustomerSelectionDialogProps = {
  open: boolean;
  /** The signed-in user's e-mail. */
  email?: string | null;
  customers: readonly SelectableCustomer[];
  /** The list is still loading. */
  loading?: boolean;
  /** Shown in the title: 'Willkommen bei {productName}!'. */
  productName?: string;
  /** Controlled choice; leave out to let the dialog keep it. */
  selectedCustomerId?: string | null;
  defaultSelectedCustomerId?: string | null;
  onSelectedCustomerIdChange?: (customerId: string) => void;
  /** 'Weiter' with the chosen customer. */
  onContinue: (customer: SelectableCustomer) => void;
  /** The choice is being applied (re-sync under way): 'Weiter' waits. */
  submitting?: boolean;
  /** Why the last attempt failed, in German. */
  error?: string | null;
  /** Offers 'Abmelden' — the only way out, since a company must be chosen to go on. */
  onSignOut?: () => void;
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Email = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  & > strong {
    color: var(--color-foreground);
    font-weight: var(--font-weight-medium);
    overflow-wrap: anywhere;
  }
`;

const Field = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Status = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Empty = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-4);
  border: var(--border-width) dashed var(--color-border);
  border-radius: var(--radius-lg);
  text-align: center;

  & > strong {
    font-weight: var(--font-weight-semibold);
  }

  & > span {
    color: var(--color-muted-foreground);
    font-size: var(--font-size-sm);
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

const ChosenHeader = styled(CardHeader)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  column-gap: var(--space-3);
`;

const Names = styled.div`
  display: grid;
  gap: var(--space-0-5);
  min-width: 0;
`;

const Domain = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);

  & > svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

const Spinner = styled(Loader2)`
  animation: ${spin} 1s linear infinite;
`;

const Footer = styled(DialogFooter)`
  justify-content: space-between;

  & > :only-child {
    margin-left: auto;
  }
`;

/** The official name is worth a second line only when it says something the name does not. */
function officialNameIfDifferent(customer: SelectableCustomer): string | null {
  const official = customer.officialCompanyName?.trim();
  return official && official !== customer.name ? official : null;
}

function ChosenCustomer({ customer }: { customer: SelectableCustomer }) {
  return (
    <Card
      data-slot="customer-selection-card"
      aria-label={`Ausgewählt: ${customer.name}`}
      role="region"
    >
      <ChosenHeader>
        <CompanyLogo src={customer.logo} name={customer.name} size="sm" />
        <Names>
          <CardTitle>{customer.name}</CardTitle>
          {customer.officialCompanyName ? (
            <CardDescription>{customer.officialCompanyName}</CardDescription>
          ) : null}
        </Names>
        {customer.plan ? <PlanBadge plan={customer.plan} /> : null}
      </ChosenHeader>
      {customer.domain ? (
        <CardContent>
          <Domain>
            <Globe aria-hidden />
            {customer.domain}
          </Domain>
        </CardContent>
      ) : null}
    </Card>
  );
}

/**
 * Shown after sign-in when the server needs the user to pick a company (spec §2, §4). It cannot
 * be dismissed: without a company there is nothing to show, so the only other way is 'Abmelden'.
 */
export function CustomerSelectionDialog({
  open,
  email,
  customers,
  loading = false,
  productName = PRODUCT_NAME,
  selectedCustomerId,
  defaultSelectedCustomerId = null,
  onSelectedCustomerIdChange,
  onContinue,
  submitting = false,
  error,
  onSignOut,
}: CustomerSelectionDialogProps) {
  const selectId = useId();
  const [chosenState, setChosenState] = useState(defaultSelectedCustomerId);
  const chosenId = selectedCustomerId === undefined ? chosenState : selectedCustomerId;
  const chosen = customers.find((customer) => customer.id === chosenId) ?? null;

  const handleChoose = (customerId: string) => {
    if (selectedCustomerId === undefined) setChosenState(customerId);
    onSelectedCustomerIdChange?.(customerId);
  };

  const handleContinue = () => {
    if (chosen && !submitting) onContinue(chosen);
  };

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        data-slot="customer-selection-dialog"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Willkommen bei {productName}!</DialogTitle>
          <DialogDescription>Wähle dein Unternehmen aus, um zu starten.</DialogDescription>
        </DialogHeader>
        <Body aria-busy={loading || undefined}>
          {email ? (
            <Email>
              Angemeldet als <strong>{email}</strong>
            </Email>
          ) : null}

          {loading ? (
            <Field>
              <Status role="status">Unternehmen werden geladen...</Status>
              <Skeleton style={{ height: 'var(--size-control)' }} />
            </Field>
          ) : customers.length === 0 ? (
            <Empty role="status" data-slot="customer-selection-empty">
              <strong>Keine Unternehmen verfügbar</strong>
              <span>
                Deinem Konto ist noch kein Unternehmen zugeordnet. Bitte wende dich an deinen
                Administrator.
              </span>
            </Empty>
          ) : (
            <Field>
              <Label htmlFor={selectId}>Unternehmen auswählen:</Label>
              <Select value={chosenId ?? ''} onValueChange={handleChoose} disabled={submitting}>
                <SelectTrigger id={selectId}>
                  <SelectValue placeholder="Wähle dein Unternehmen..." />
                </SelectTrigger>
                <SelectContent>
                  {customers.map((customer) => (
                    <SelectItem
                      key={customer.id}
                      value={customer.id}
                      description={officialNameIfDifferent(customer)}
                    >
                      {customer.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}

          {chosen ? <ChosenCustomer customer={chosen} /> : null}
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        </Body>
        <Footer>
          {onSignOut ? (
            <Button variant="ghost" onClick={onSignOut}>
              <LogOut aria-hidden />
              Abmelden
            </Button>
          ) : null}
          <Button
            onClick={handleContinue}
            disabled={!chosen || submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? <Spinner aria-hidden /> : null}
            Weiter
          </Button>
        </Footer>
      </DialogContent>
    </Dialog>
  );
}
