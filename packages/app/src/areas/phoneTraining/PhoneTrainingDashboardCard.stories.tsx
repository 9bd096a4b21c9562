import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError } from '../../testing/pageStates';
import { PhoneTrainingDashboardCard } from './PhoneTrainingDashboardCard';
import { CALLS, SCENARIOS, memberUser, phoneTrainingServer } from './phoneTrainingFixtures';

const noAssignments = phoneTrainingServer({ assignments: () => [] });
const nothingYet = phoneTrainingServer({ assignments: () => [], sessions: () => [] });

const meta = {
  title: 'Pages/Telefon-Training/Dashboard-Karte',
  decorators: [withPublicProviders],
  args: { databaseUser: memberUser, customer: sessionCustomerFixture },
  parameters: {
    route: { path: '/app/dashboard', url: '/app/dashboard' },
    msw: phoneTrainingServer(),
  },
  render: () => <PhoneTrainingDashboardCard />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** Anna's open assignments by due day, the overdue one marked. */
export const OpenAssignments: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Telefon-Training' });
    const list = await within(section).findByRole('list', {
      name: 'Offene Aufgaben im Telefon-Training',
    });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(
      'Einwandbehandlung: „Zu teuer, wir haben schon jemanden“ÜberfälligFällig bis 19.11.2026 · von Nora Nordlicht',
    );
    await expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'Gatekeeper: Am Vorzimmer vorbei' }),
    ).toHaveAttribute('href', `/app/telefon-training/szenarien/${SCENARIOS.gatekeeper}`);
    await expect(within(section).getByRole('link', { name: 'Alle Szenarien' })).toHaveAttribute(
      'href',
      '/app/telefon-training',
    );
  },
};

/** Nothing open: the last call with its result and medal. */
export const LastMedal: Story = {
  parameters: { msw: noAssignments },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', {
      name: 'Kaltakquise: Geschäftsführer im Metallbau',
    });
    await expect(link).toHaveAttribute('href', `/app/telefon-training/anrufe/${CALLS.bestCold}`);
    await expect(canvas.getByText('86 %')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Medaille: Silber' })).toBeVisible();
  },
};

/** Neither assignments nor calls: the way to the first one. */
export const NothingYet: Story = {
  parameters: { msw: nothingYet },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Such dir ein Szenario aus' }),
    ).toHaveAttribute('href', '/app/telefon-training');
  },
};

/** A load failure: its message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: {
    msw: phoneTrainingServer({ fail: { 'phoneTraining.assignments.list': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Aufgaben konnten nicht geladen werden');
  },
};
