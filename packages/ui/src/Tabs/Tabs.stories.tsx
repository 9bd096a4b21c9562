import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { Activity, FileText, StickyNote } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../Link';
import { TabNav, TabNavLink, Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent, TabNav, TabNavLink },
  args: { defaultValue: 'overview', onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Lead-Details">
        <TabsTrigger value="overview">
          <FileText aria-hidden /> Übersicht
        </TabsTrigger>
        <TabsTrigger value="activities">
          <Activity aria-hidden /> Aktivitäten
        </TabsTrigger>
        <TabsTrigger value="notes">
          <StickyNote aria-hidden /> Notizen
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        Müller Maschinenbau, Ansprechpartnerin Jana Beispiel.
      </TabsContent>
      <TabsContent value="activities">Letzter Kontakt: Anruf am 18.11.2026.</TabsContent>
      <TabsContent value="notes">Interesse an einer Demo im Dezember.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; a click selects another and shows its panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Lead-Details' });
    const overview = within(list).getByRole('tab', { name: 'Übersicht' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Übersicht' })).toHaveTextContent(
      'Müller Maschinenbau',
    );

    await userEvent.click(within(list).getByRole('tab', { name: 'Aktivitäten' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('activities');
    await expect(within(list).getByRole('tab', { name: 'Aktivitäten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(overview).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Aktivitäten' })).toHaveTextContent(
      'Letzter Kontakt',
    );
    await expect(canvas.queryByText('Müller Maschinenbau', { exact: false })).toBeNull();
  },
};

/** Tab enters the list on the selected tab; arrows, Home and End select; Tab moves to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Übersicht')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Aktivitäten')).toHaveFocus();
    await expect(tab('Aktivitäten')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Aktivitäten' })).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(tab('Notizen')).toHaveFocus();
    await expect(tab('Notizen')).toHaveAttribute('aria-selected', 'true');

    // The arrows wrap around at either end.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Übersicht')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Notizen')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Übersicht' })).toHaveFocus();
  },
};

/** A tab that cannot be chosen yet: it stays in view, but clicks and arrows pass it by. */
export const DisabledTrigger: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Lead-Details">
        <TabsTrigger value="overview">Übersicht</TabsTrigger>
        <TabsTrigger value="activities" disabled>
          Aktivitäten
        </TabsTrigger>
        <TabsTrigger value="notes">Notizen</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        Müller Maschinenbau, Ansprechpartnerin Jana Beispiel.
      </TabsContent>
      <TabsContent value="activities">Letzter Kontakt: Anruf am 18.11.2026.</TabsContent>
      <TabsContent value="notes">Interesse an einer Demo im Dezember.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const disabled = canvas.getByRole('tab', { name: 'Aktivitäten' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Übersicht' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notizen' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Notizen' })).toBeVisible();
  },
};

const navigate = fn();

/** Stands in for the app's router link: navigates without a page load. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
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

/**
 * Navigation tabs: links in a named `nav`, the current one marked `aria-current="page"`. They go
 * through the app's router (`LinkProvider`), so the tab is part of the address.
 */
export const Navigation: Story = {
  beforeEach: () => navigate.mockClear(),
  render: () => (
    <LinkProvider component={RouterLink}>
      <TabNav aria-label="Kanäle">
        <TabNavLink href="/app/outreach/inbox?channel=linkedin" current>
          LinkedIn
        </TabNavLink>
        <TabNavLink href="/app/outreach/inbox?channel=instagram">Instagram</TabNavLink>
        <TabNavLink href="/app/outreach/inbox?channel=email">E-Mail</TabNavLink>
      </TabNav>
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Kanäle' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const instagram = within(nav).getByRole('link', { name: 'Instagram' });
    await expect(instagram).not.toHaveAttribute('aria-current');

    await userEvent.tab();
    await userEvent.tab();
    await expect(instagram).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/app/outreach/inbox?channel=instagram');
  },
};
