import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailWarning } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { RoleBadge } from '../RoleBadge';
import { Stack } from '../Stack';
import {
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
} from './ItemList';

/** About as wide as a card in the customer page's two columns. */
const Narrow = styled.div`
  max-width: 32rem;
`;

type Invitation = {
  email: string;
  role: string;
  expired?: boolean;
  mailFailed?: boolean;
  invited: string;
  valid: string;
};

const invitations: Invitation[] = [
  {
    email: 'lena.brandt@nordlicht-vertrieb.de',
    role: 'admin',
    invited: 'Eingeladen von Anna Berger am 18.11.2026',
    valid: 'Gültig bis 02.12.2026 10:30',
  },
  {
    email: 'tim.roth@nordlicht-vertrieb.de',
    role: 'user',
    mailFailed: true,
    invited: 'Eingeladen von Anna Berger am 19.11.2026',
    valid: 'Gültig bis 03.12.2026 09:15',
  },
  {
    email: 'max.huber@nordlicht-vertrieb.de',
    role: 'user',
    expired: true,
    invited: 'Eingeladen am 01.10.2026',
    valid: 'Abgelaufen am 15.10.2026: erneut senden verlängert sie.',
  },
];

const onResend = fn();

function Invitations({ items }: { items: Invitation[] }) {
  return (
    <ItemList aria-label="Offene Einladungen">
      {items.map((invitation) => (
        <ItemListItem key={invitation.email}>
          <ItemListContent>
            <ItemListTitle>
              {invitation.email} <RoleBadge role={invitation.role} />
              {invitation.expired ? <Badge variant="outline">Abgelaufen</Badge> : null}
              {invitation.mailFailed ? (
                <Badge variant="destructive">
                  <MailWarning aria-hidden />
                  E-Mail nicht verschickt
                </Badge>
              ) : null}
            </ItemListTitle>
            <ItemListDescription>{invitation.invited}</ItemListDescription>
            <ItemListDescription>{invitation.valid}</ItemListDescription>
          </ItemListContent>
          <Stack direction="row" gap="2" wrap>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Einladung an ${invitation.email} erneut senden`}
              onClick={() => onResend(invitation.email)}
            >
              Erneut senden
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Einladung an ${invitation.email} zurückziehen`}
            >
              Zurückziehen
            </Button>
          </Stack>
        </ItemListItem>
      ))}
    </ItemList>
  );
}

const meta = {
  title: 'UI/Data Display/ItemList',
  component: ItemList,
  render: () => (
    <Narrow>
      <Invitations items={invitations} />
    </Narrow>
  ),
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open invitations: address and badges, two muted lines, the actions; lines between entries. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Offene Einladungen' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(
      within(items[1] as HTMLElement).getByText('E-Mail nicht verschickt'),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Einladung an tim.roth@nordlicht-vertrieb.de erneut senden',
      }),
    );
    await expect(onResend).toHaveBeenCalledWith('tim.roth@nordlicht-vertrieb.de');
  },
};

/** One entry: no line. */
export const Single: Story = {
  render: () => (
    <Narrow>
      <Invitations items={invitations.slice(0, 1)} />
    </Narrow>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** On a phone the actions wrap below the text. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const address = canvas.getByText('lena.brandt@nordlicht-vertrieb.de');
    const resend = canvas.getByRole('button', {
      name: 'Einladung an lena.brandt@nordlicht-vertrieb.de erneut senden',
    });
    await expect(resend.getBoundingClientRect().top).toBeGreaterThan(
      address.getBoundingClientRect().bottom,
    );
  },
};
