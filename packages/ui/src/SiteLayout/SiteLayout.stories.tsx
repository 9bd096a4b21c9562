import type { Meta, StoryObj } from '@storybook/react-vite';
import { Zap } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { SiteLayout } from './SiteLayout';

const navigation = (
  <nav aria-label="Konto">
    <Stack as="ul" direction="row" wrap align="center" gap="2">
      <li>
        <Button asChild variant="ghost" size="sm">
          <Link href="/login">Anmelden</Link>
        </Button>
      </li>
      <li>
        <Button asChild size="sm">
          <Link href="/signup">Registrieren</Link>
        </Button>
      </li>
    </Stack>
  </nav>
);

const footerNavigation = (
  <nav aria-label="Rechtliches">
    <Stack as="ul" direction="row" wrap align="center" gap="2">
      {[
        ['/impressum', 'Impressum'],
        ['/privacy', 'Datenschutz'],
        ['/agb', 'AGB'],
      ].map(([href = '', label]) => (
        <li key={href}>
          <Button asChild variant="ghost" size="sm">
            <Link href={href}>{label}</Link>
          </Button>
        </li>
      ))}
    </Stack>
  </nav>
);

const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Sprint',
    logo: <Zap aria-hidden />,
    navigation,
    copyright: '© 2026 Sprint GmbH',
    footerNavigation,
    children: (
      <Card>
        <CardHeader>
          <CardTitle as="h1">Willkommen</CardTitle>
          <CardDescription>Hier steht die Seite.</CardDescription>
        </CardHeader>
      </Card>
    ),
  },
  argTypes: {
    logo: { control: false },
    navigation: { control: false },
    footerNavigation: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with the way home and the ways in, the page, the footer with the legal links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Sprint – Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    const account = within(banner).getByRole('navigation', { name: 'Konto' });
    await expect(within(account).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'inhalt');
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText('© 2026 Sprint GmbH')).toBeVisible();
    await expect(
      within(footer).getByRole('navigation', { name: 'Rechtliches' }),
    ).toBeInTheDocument();
  },
};

/** The skip link: hidden until the first Tab, then it takes the keyboard focus into `<main>`. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveAttribute('href', '#inhalt');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

/** On a phone the header's links wrap under the name when they do not fit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AGB' })).toBeVisible();
  },
};

/** Only the name: without navigations, logo and footer text the frame keeps its header, page and footer. */
export const Minimal: Story = {
  args: {
    navigation: undefined,
    copyright: undefined,
    footerNavigation: undefined,
    logo: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sprint – Startseite' })).toHaveTextContent(
      'Sprint',
    );
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
