import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Component as LandingPage } from './LandingPage';
import { withPublicProviders, type PublicStoryArgs } from '../../testing/storyProviders';

const meta = {
  title: 'Pages/Public/Landing',
  render: () => <LandingPage />,
  decorators: [withPublicProviders],
  parameters: { layout: 'fullscreen', route: { path: '/', url: '/' } },
  args: { signIn: fn(), signUp: fn() },
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** What the product does and for whom, the ways in, and the legal links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Was Sprint kann' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Für wen Sprint gemacht ist' }),
    ).toBeVisible();

    const main = canvas.getByRole('main');
    for (const link of within(main).getAllByRole('link', { name: 'Anmelden' })) {
      await expect(link).toHaveAttribute('href', '/login');
    }
    for (const link of within(main).getAllByRole('link', { name: 'Registrieren' })) {
      await expect(link).toHaveAttribute('href', '/signup');
    }

    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Sprint – Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    const legal = canvas.getByRole('navigation', { name: 'Rechtliches' });
    for (const [name, href] of [
      ['Impressum', '/impressum'],
      ['Datenschutz', '/privacy'],
      ['AGB', '/agb'],
    ] as const) {
      await expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** At phone width everything wraps; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
