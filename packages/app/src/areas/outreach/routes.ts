import { Send } from 'lucide-react';
import { employeesOnly, lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';
import { channelLabel, OUTREACH_CHANNELS } from './channels';
import { outreachLive } from './queries';

const outreach = { label: 'Outreach', href: '/app/outreach' };
const inbox = { label: 'Inbox', href: '/app/outreach/inbox' };

const tracking: AppRoute = {
  path: 'outreach',
  page: lazyPage(() => import('./OutreachPage')),
  layout: 'app',
  title: 'Outreach',
  nav: 'outreach-tracking',
};

export const outreachArea: AreaDefinition = {
  id: 'outreach',
  routes: [
    tracking,
    {
      path: 'outreach/inbox',
      page: lazyPage(() => import('./InboxPage')),
      layout: 'noScroll',
      title: 'Inbox',
      crumbs: ({ search }) =>
        search.has('channel')
          ? [outreach, inbox, { label: channelLabel(search.get('channel')) }]
          : [outreach, { label: 'Inbox' }],
      nav: ({ search }) => `outreach-${search.get('channel') ?? 'tracking'}`,
    },
    {
      path: 'outreach/:channel',
      page: lazyPage(() => import('./OutreachChannelPage')),
      layout: 'app',
      title: ({ params }) => `Outreach – ${channelLabel(params.channel)}`,
      crumbs: ({ params }) => [outreach, { label: channelLabel(params.channel) }],
      nav: ({ params }) => `outreach-${params.channel ?? 'tracking'}`,
    },
  ],
  sidebar: {
    group: 'management',
    item: navItem('outreach', tracking, {
      icon: Send,
      children: [
        navItem('outreach-tracking', tracking, { label: 'Tracking' }),
        ...OUTREACH_CHANNELS.map(({ slug, label }) =>
          navItem(`outreach-${slug}`, tracking, {
            label,
            href: `/app/outreach/inbox?channel=${slug}`,
            rule: slug === 'linkedin' ? undefined : employeesOnly,
          }),
        ),
      ],
    }),
  },
  live: outreachLive,
};
