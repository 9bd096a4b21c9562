import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { LandingSection } from './LandingSection';

const callsToAction = (
  <Stack direction="row" wrap gap="3">
    <Button asChild size="lg">
      <Link href="/login">Anmelden</Link>
    </Button>
    <Button asChild size="lg" variant="outline">
      <Link href="/signup">Registrieren</Link>
    </Button>
  </Stack>
);

const meta = {
  title: 'UI/Layout/LandingSection',
  component: LandingSection,
  args: {
    variant: 'default',
    title: 'Für wen Sprint gemacht ist',
    description:
      'Zwei Gruppen arbeiten in Sprint zusammen: das Team des Anbieters und die Mitarbeitenden seiner Kundenunternehmen.',
    children: (
      <Card>
        <CardHeader>
          <CardTitle>Für unser Team</CardTitle>
          <CardDescription>Kundenübersicht, Community, Kalender und AI-Werkzeuge.</CardDescription>
        </CardHeader>
      </Card>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'hero'] },
    children: { control: false },
  },
} satisfies Meta<typeof LandingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section: `h2`, a muted intro, the content; the section is named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Für wen Sprint gemacht ist' });
    await expect(
      within(section).getByRole('heading', { level: 2, name: 'Für wen Sprint gemacht ist' }),
    ).toBeVisible();
    await expect(within(section).getByText(/Zwei Gruppen/)).toBeVisible();
    await expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Für unser Team',
    );
  },
};

/** The page's top: the `h1`, the promise in large text, the calls to action at their own width. */
export const Hero: Story = {
  args: {
    variant: 'hero',
    title: 'Vertrieb, Outreach und Unternehmenssteuerung an einem Ort',
    description:
      'Sprint bündelt, was ein Vertriebsteam jeden Tag braucht: Leads im CRM, Gespräche in einer Inbox und den Überblick über die Finanzen.',
    children: callsToAction,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: /Vertrieb, Outreach/ });
    await expect(within(section).getByRole('heading', { level: 1 })).toBeVisible();
    const login = within(section).getByRole('link', { name: 'Anmelden' });
    // Not stretched over the section: the actions keep their own width.
    await expect(login.getBoundingClientRect().width).toBeLessThan(
      section.getBoundingClientRect().width / 2,
    );
  },
};

/** The hero on a phone: the long heading breaks (with hyphens) instead of overflowing. */
export const HeroMobile: Story = {
  ...Hero,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** Without a description: heading and content only. */
export const WithoutDescription: Story = {
  args: { title: 'So geht es los', description: undefined },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'So geht es los' });
    await expect(section.querySelector('[data-slot="landing-section-description"]')).toBeNull();
  },
};
