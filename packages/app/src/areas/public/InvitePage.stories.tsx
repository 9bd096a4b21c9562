import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn } from 'storybook/test';
import { TRPC_PATH } from '../../api/trpc';
import { Component as InvitePage } from './InvitePage';
import {
  invitationHandler,
  openInvitation,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';

const meta = {
  title: 'Pages/Auth/Invitation',
  render: () => <InvitePage />,
  decorators: [withPublicProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/invite/:token', url: '/invite/demo-einladung' },
    msw: [invitationHandler(() => openInvitation)],
  },
  args: { signIn: fn(), signUp: fn() },
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** Who invites, as what, until when – and both ways in, carrying the token. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Nordlicht Vertrieb GmbH lädt dich ein',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Benutzer')).toBeVisible();
    await expect(canvas.getByText(/gilt bis 27\.11\.2026 18:00 Uhr/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/signup?invitation=demo-einladung',
    );
    await expect(canvas.getByRole('link', { name: 'Ich habe schon ein Konto' })).toHaveAttribute(
      'href',
      '/login?invitation=demo-einladung',
    );
  },
};

/** 'Konto erstellen' leads to the sign-up with the invitation still in the address. */
export const FollowToSignUp: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Konto erstellen' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registrieren' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nordlicht Vertrieb GmbH');
  },
};

/** An admin invitation for one address only. */
export const ForAdminAddressOnly: Story = {
  parameters: {
    msw: [invitationHandler(() => ({ ...openInvitation, role: 'admin', forSpecificEmail: true }))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Administrator')).toBeVisible();
    await expect(canvas.getByText(/nur für die E-Mail-Adresse/)).toBeVisible();
  },
};

/** The request is still on its way. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/invitations.byToken`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Einladung wird geladen...');
  },
};

export const Expired: Story = {
  parameters: {
    msw: [invitationHandler(() => ({ ...openInvitation, status: 'expired' }))],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Einladung abgelaufen' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Konto erstellen' })).toBeNull();
  },
};

export const AlreadyUsed: Story = {
  parameters: {
    msw: [invitationHandler(() => ({ ...openInvitation, status: 'accepted' }))],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Einladung bereits verwendet' }),
    ).toBeVisible();
  },
};

/** Revoked or never issued – the server answers both alike, so the page says both. */
export const Invalid: Story = {
  parameters: {
    route: { path: '/invite/:token', url: '/invite/gibt-es-nicht' },
    msw: [invitationHandler(() => null)],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Einladung ungültig' }),
    ).toBeVisible();
    await expect(canvas.getByText(/zurückgezogen oder existiert nicht/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Konto erstellen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};
