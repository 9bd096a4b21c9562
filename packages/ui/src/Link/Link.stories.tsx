import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, LinkProvider, type LinkProps } from './Link';

const meta = {
  title: 'UI/Navigation/Link',
  component: Link,
  args: { href: '/app/crm', children: 'Zum CRM' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider, a plain anchor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zum CRM' })).toHaveAttribute('href', '/app/crm');
  },
};

const navigate = fn();

/** Stands in for a router's link: navigates without a page load. */
const ClientSideLink = forwardRef<HTMLAnchorElement, LinkProps>(function ClientSideLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
});

/** With `LinkProvider`, every `Link` renders the app's router link. */
export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={ClientSideLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Zum CRM' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/app/crm');
  },
};
