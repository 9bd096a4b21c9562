import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { Prose } from './Prose';

/** A card-wide column, as under the sign-in form. */
const Narrow = styled.div`
  max-width: 28rem;
`;

const meta = {
  title: 'UI/Typography/Prose',
  component: Prose,
  args: { size: 'base', tone: 'inherit', align: 'start', hyphenate: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['base', 'sm'] },
    tone: { control: 'inline-radio', options: ['inherit', 'muted'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    as: { control: false },
  },
  render: (args) => (
    <Prose {...args}>
      <h1>Impressum</h1>
      <section>
        <h2>Angaben gemäß § 5 DDG</h2>
        <address>
          Sprint GmbH
          <br />
          Musterstraße 1
          <br />
          10115 Berlin
        </address>
      </section>
      <section>
        <h2>Kontakt</h2>
        <p>
          E-Mail: <Link href="mailto:kontakt@sprint.example">kontakt@sprint.example</Link>
        </p>
      </section>
      <section>
        <h2>Deine Rechte</h2>
        <ul>
          <li>Auskunft über die gespeicherten Daten</li>
          <li>Berichtigung unrichtiger Daten</li>
          <li>Löschung, soweit keine Aufbewahrungspflicht besteht</li>
        </ul>
      </section>
    </Prose>
  ),
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page: headed sections, an address, a list and a link in the text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'kontakt@sprint.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@sprint.example',
    );
    const rights = within(canvas.getByRole('list'));
    await expect(rights.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** `size="sm"`, `tone="muted"`, `align="center"`: the way to the other form under a sign-in card. */
export const SmallMuted: Story = {
  args: { size: 'sm', tone: 'muted', align: 'center' },
  render: (args) => (
    <Narrow>
      <Prose {...args}>
        <p>
          <Link href="/signup">Noch kein Konto? Registrieren</Link>
        </p>
        <p>Keine E-Mail bekommen? Sieh auch im Spam-Ordner nach.</p>
      </Prose>
    </Narrow>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Noch kein Konto? Registrieren' })).toBeVisible();
    await expect(canvas.getByText(/Spam-Ordner/)).toBeVisible();
  },
};

/** `hyphenate`: long German words break with a hyphen in a narrow column instead of leaving gaps. */
export const Hyphenated: Story = {
  args: { hyphenate: true },
  render: (args) => (
    <Narrow>
      <Prose {...args} lang="de">
        <p>
          Die Umsatzsteuer-Identifikationsnummer und die Registereintragung stehen im Impressum; die
          Datenschutzgrundverordnung regelt die Verarbeitung personenbezogener Daten.
        </p>
      </Prose>
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    const prose = canvasElement.querySelector('[data-slot="prose"]');
    await expect(prose).toHaveAttribute('data-hyphenate', 'true');
  },
};
