import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { CompanyLogo, type CompanyLogoSize } from './CompanyLogo';

/** A made-up customer logo, inline so no story touches the network. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="8" fill="teal"/>
  <path d="M10 28 L20 10 L30 28 Z" fill="white"/>
  <circle cx="20" cy="23" r="3" fill="teal"/>
</svg>`;
const logoDataUri = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;

/** Not a decodable image: the browser fires `error` without any request. */
const brokenDataUri = 'data:image/png;base64,bm90LWFuLWltYWdl';

const meta = {
  title: 'UI/Data Display/CompanyLogo',
  component: CompanyLogo,
  args: { name: 'Nordlicht Vertrieb GmbH', src: null },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

function companyLogo(element: HTMLElement) {
  return element.querySelector<HTMLElement>('[data-slot="company-logo"]');
}

/** No logo set: the default logo, with the same accessible name as a real one. */
export const None: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Logo von Nordlicht Vertrieb GmbH' })).toBe(
      canvasElement.querySelector('[data-slot="default-company-logo"]'),
    );
    await expect(companyLogo(canvasElement)).toHaveAttribute('data-state', 'none');
  },
};

/** The logo's URL is still being resolved. */
export const Loading: Story = {
  args: { loading: true, src: logoDataUri },
  play: async ({ canvas, canvasElement }) => {
    const logo = companyLogo(canvasElement);
    await expect(logo).toHaveAttribute('data-state', 'loading');
    await expect(logo).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  args: { src: logoDataUri },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'Logo von Nordlicht Vertrieb GmbH',
    });
    await expect(image).toHaveAttribute('src', logoDataUri);
    await expect(companyLogo(canvasElement)).toHaveAttribute('data-state', 'loaded');
    // Decoded and painted, not just in the DOM.
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** The logo cannot be loaded: the default logo takes its place. */
export const BrokenImage: Story = {
  args: { src: brokenDataUri },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(companyLogo(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByRole('img', { name: 'Logo von Nordlicht Vertrieb GmbH' })).toBe(
      canvasElement.querySelector('[data-slot="default-company-logo"]'),
    );
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: var(--space-4);
  align-items: center;
`;

const sizes: CompanyLogoSize[] = ['sm', 'md', 'lg'];

/** Each size with a logo, without one and while loading. */
export const Sizes: Story = {
  render: (args) => (
    <Grid>
      {sizes.map((size) => (
        <CompanyLogo key={`${size}-loaded`} {...args} size={size} src={logoDataUri} />
      ))}
      {sizes.map((size) => (
        <CompanyLogo key={`${size}-none`} {...args} size={size} src={null} />
      ))}
      {sizes.map((size) => (
        <CompanyLogo key={`${size}-loading`} {...args} size={size} loading />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const logos = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="company-logo"]')];
    await expect(logos.map((logo) => logo.dataset.size)).toEqual([...sizes, ...sizes, ...sizes]);
    const [small, medium, large] = logos.map((logo) => logo.getBoundingClientRect().width);
    await expect(small).toBeLessThan(medium ?? 0);
    await expect(medium).toBeLessThan(large ?? 0);
    const images = canvasElement.querySelectorAll('img');
    await waitFor(() =>
      expect([...images].every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
    );
  },
};
