import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { Link } from '../Link';
import { DescriptionList, type DescriptionListItem } from './DescriptionList';

const contact: DescriptionListItem[] = [
  { term: 'Ansprechpartner', details: 'Jana Beispiel' },
  { term: 'Position', details: 'Leiterin Einkauf' },
  { term: 'E-Mail-Adresse', details: 'jana.beispiel@mueller-maschinenbau.de' },
  { term: 'Telefon', details: '+49 711 123456' },
];

const rect = (element: Element) => element.getBoundingClientRect();

/** The `dd` that follows a term, i.e. what a screen reader reads with it. */
function detailsOf(term: HTMLElement): HTMLElement {
  return within(term.parentElement ?? term).getByRole('definition');
}

const meta = {
  title: 'UI/Data/DescriptionList',
  component: DescriptionList,
  args: { items: contact, layout: 'columns' },
  argTypes: { layout: { control: 'inline-radio', options: ['columns', 'stacked'] } },
  render: (args) => (
    <Card style={{ maxWidth: '32rem' }}>
      <CardHeader>
        <CardTitle as="h2">Kontakt</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList {...args} />
      </CardContent>
    </Card>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms in a muted column on the left, each value on the same line to its right. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Ansprechpartner',
      'Position',
      'E-Mail-Adresse',
      'Telefon',
    ]);
    const person = detailsOf(canvas.getByText('Ansprechpartner'));
    await expect(person).toHaveTextContent('Jana Beispiel');
    await expect(rect(person).top).toBe(rect(canvas.getByText('Ansprechpartner')).top);
    // All values start in one column.
    await expect(rect(detailsOf(canvas.getByText('Telefon'))).left).toBe(rect(person).left);
  },
};

/** Each term above its value, for a narrow side column. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    const term = canvas.getByText('Ansprechpartner');
    const details = detailsOf(term);
    await expect(details).toHaveTextContent('Jana Beispiel');
    await expect(rect(details).top).toBeGreaterThanOrEqual(rect(term).bottom);
    await expect(rect(details).left).toBe(rect(term).left);
  },
};

/** Missing values show a dash and are read as 'Keine Angabe'. */
export const WithEmptyValues: Story = {
  args: {
    items: [
      { term: 'Ansprechpartner', details: 'Jana Beispiel' },
      { term: 'Position', details: null },
      { term: 'E-Mail-Adresse', details: '' },
      { term: 'Telefon', details: undefined },
    ],
  },
  play: async ({ canvas }) => {
    for (const name of ['Position', 'E-Mail-Adresse', 'Telefon']) {
      const details = detailsOf(canvas.getByText(name));
      await expect(within(details).getByText('–')).toBeVisible();
      await expect(within(details).getByText('Keine Angabe')).toBeInTheDocument();
    }
    await expect(detailsOf(canvas.getByText('Ansprechpartner'))).toHaveTextContent(
      /^Jana Beispiel$/,
    );
  },
};

/** Values can be components: a status badge, a link to the website. */
export const RichDetails: Story = {
  args: {
    items: [
      { term: 'Firma', details: 'Müller Maschinenbau GmbH & Co. KG' },
      { term: 'Status', details: <Badge variant="success">Qualifiziert</Badge> },
      {
        term: 'Website',
        details: (
          <Link href="https://www.mueller-maschinenbau.de" target="_blank" rel="noreferrer">
            mueller-maschinenbau.de
          </Link>
        ),
      },
      { term: 'Branche', details: 'Maschinenbau' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(detailsOf(canvas.getByText('Status'))).toHaveTextContent('Qualifiziert');
    const link = within(detailsOf(canvas.getByText('Website'))).getByRole('link', {
      name: 'mueller-maschinenbau.de',
    });
    await expect(link).toHaveAttribute('href', 'https://www.mueller-maschinenbau.de');
  },
};

/** On a phone, the columns give way to terms above their values. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const term = canvas.getByText('E-Mail-Adresse');
    const details = detailsOf(term);
    await expect(rect(details).top).toBeGreaterThanOrEqual(rect(term).bottom);
    await expect(rect(details).left).toBe(rect(term).left);
  },
};
