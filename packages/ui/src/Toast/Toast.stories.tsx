import { useRef } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import { toast, type ToastHandle, type ToastOptions } from './toastStore';

type ToastDemoProps = Omit<ToastOptions, 'title' | 'description'> & {
  title: string;
  description?: string;
};

/** A screen's button that reports its result as a toast. */
function ToastDemo(options: ToastDemoProps) {
  return <Button onClick={() => toast(options)}>Benachrichtigung anzeigen</Button>;
}

const Page = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  padding: var(--space-4);
`;

const withToaster: Decorator = (Story) => (
  <>
    <Page>
      <Story />
    </Page>
    <Toaster />
  </>
);

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  decorators: [withToaster],
  // The store is module-level: close what the previous story left open.
  beforeEach: () => {
    toast.dismiss();
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Mount `<Toaster />` once near the root; then call `toast({ title, description, variant, action, duration })` ' +
          'from anywhere, React or not. It returns `{ id, update, dismiss }`; `useToast()` reads the list. ' +
          'One toast at a time: a new one replaces the old. A toast stays 5 s, one with an action ' +
          '(`Rückgängig`) 10 s, or its own `duration` in ms (`Infinity`: until closed).',
      },
      // Each story in its own iframe: one module-level store and one Toaster per story, as in the app.
      story: { inline: false, height: '22rem' },
    },
  },
  args: {
    title: 'Änderungen gespeichert',
    description: 'Der Lead „Müller GmbH“ wurde aktualisiert.',
    variant: 'default',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive', 'success', 'info'] },
    duration: { control: { type: 'number', step: 1000 } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region Radix renders around the toasts; fixed-position, so outside the canvas. */
const toastRegion = () => screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });

async function showToast(title: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigung anzeigen' }));
  return within(toastRegion()).findByText(title);
}

export const Default: Story = {
  play: async ({ args }) => {
    await expect(await showToast(args.title)).toBeVisible();
    await expect(within(toastRegion()).getByText(args.description ?? '')).toBeVisible();
    await expect(within(toastRegion()).getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Speichern fehlgeschlagen',
    description: 'Der Server ist nicht erreichbar. Bitte versuche es später erneut.',
  },
  play: Default.play,
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'E-Mail gesendet',
    description: 'Die Nachricht an Anna Schmidt wurde verschickt.',
  },
  play: Default.play,
};

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Neue Version verfügbar',
    description: 'Lade die Seite neu, um die Änderungen zu sehen.',
  },
  play: Default.play,
};

/** "Rückgängig" runs the caller's function and closes the toast. */
export const WithAction: Story = {
  args: {
    variant: 'default',
    title: 'Lead gelöscht',
    description: 'Müller GmbH wurde aus der Liste entfernt.',
    action: {
      label: 'Rückgängig',
      // Read instead of the button, which may be gone before a screen reader user reaches it.
      altText: 'Gelöschte Leads lassen sich im Papierkorb wiederherstellen.',
      onClick: fn(),
    },
  },
  play: async ({ args, step }) => {
    await step('show the toast', async () => {
      await expect(await showToast(args.title)).toBeVisible();
    });
    await step('undo', async () => {
      await userEvent.click(within(toastRegion()).getByRole('button', { name: 'Rückgängig' }));
      await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(within(toastRegion()).queryByText(args.title)).not.toBeInTheDocument(),
      );
    });
    await step('show it again for the screenshot', async () => {
      await expect(await showToast(args.title)).toBeVisible();
    });
  },
};

/**
 * A toast's own `duration` (here 1,5 s) replaces the default; it then closes by itself. Without
 * one, a toast stays 5 s, and 10 s if it has an action.
 */
export const Duration: Story = {
  args: {
    variant: 'success',
    title: 'Link kopiert',
    description: undefined,
    duration: 1500,
  },
  play: async ({ args }) => {
    await expect(await showToast(args.title)).toBeVisible();
    await waitFor(
      () => expect(within(toastRegion()).queryByText(args.title)).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};

/** Two toasts in a row: the second replaces the first (one at a time). */
export const OneAtATime: Story = {
  render: () => (
    <>
      <Button onClick={() => toast({ title: 'Lead angelegt' })}>Lead anlegen</Button>
      <Button onClick={() => toast({ title: 'Aufgabe erstellt', variant: 'success' })}>
        Aufgabe erstellen
      </Button>
    </>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Lead anlegen' }));
    await expect(await within(toastRegion()).findByText('Lead angelegt')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Aufgabe erstellen' }));
    await expect(await within(toastRegion()).findByText('Aufgabe erstellt')).toBeVisible();
    await waitFor(() =>
      expect(within(toastRegion()).queryByText('Lead angelegt')).not.toBeInTheDocument(),
    );
    await expect(within(toastRegion()).getAllByRole('listitem')).toHaveLength(1);
  },
};

function UpdateDemo() {
  const handle = useRef<ToastHandle>(null);
  return (
    <>
      <Button
        onClick={() => {
          handle.current = toast({
            title: 'Export läuft …',
            description: '1.240 Leads werden als CSV exportiert.',
          });
        }}
      >
        Export starten
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          handle.current?.update({
            title: 'Export abgeschlossen',
            description: 'leads-2026-11-20.csv wurde heruntergeladen.',
            variant: 'success',
          })
        }
      >
        Export abschließen
      </Button>
    </>
  );
}

/** A running task changes its toast in place instead of stacking a second one. */
export const Update: Story = {
  render: () => <UpdateDemo />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Export starten' }));
    await expect(await within(toastRegion()).findByText('Export läuft …')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export abschließen' }));
    await expect(await within(toastRegion()).findByText('Export abgeschlossen')).toBeVisible();
    await expect(within(toastRegion()).queryByText('Export läuft …')).not.toBeInTheDocument();
    await expect(within(toastRegion()).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** `toast()` is a plain function: a mutation callback or any module can call it, no hook needed. */
export const CalledOutsideReact: Story = {
  play: async () => {
    toast({
      title: 'Verbindung wiederhergestellt',
      description: 'Deine Änderungen werden wieder synchronisiert.',
      variant: 'info',
    });
    await expect(
      await within(toastRegion()).findByText('Verbindung wiederhergestellt'),
    ).toBeVisible();
  },
};

/**
 * F8 jumps to the notifications, Tab walks into the toast and to "Schließen"; Enter on it, or
 * Escape anywhere in the toast, closes it.
 */
export const Keyboard: Story = {
  play: async ({ args, step }) => {
    await step('F8, Tab, Tab, Enter on "Schließen"', async () => {
      await showToast(args.title);
      await userEvent.keyboard('[F8]');
      await expect(toastRegion()).toContainElement(document.activeElement as HTMLElement);

      await userEvent.tab();
      await userEvent.tab();
      const close = within(toastRegion()).getByRole('button', { name: 'Schließen' });
      await expect(close).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(within(toastRegion()).queryByText(args.title)).not.toBeInTheDocument(),
      );
    });

    await step('F8, Tab, Escape', async () => {
      await showToast(args.title);
      await userEvent.keyboard('[F8]');
      await userEvent.tab();
      await expect(toastRegion()).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(within(toastRegion()).queryByText(args.title)).not.toBeInTheDocument(),
      );
    });
  },
};

/** Phones: the toast spans the bottom of the screen. */
export const Mobile: Story = {
  ...Success,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
