import { Bot } from 'lucide-react';
import { crumbs, lazyCard, lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';
import { CHAT_CATEGORIES } from './categories';

const known = (slug: string | null) => CHAT_CATEGORIES.find((category) => category.slug === slug);

const chat: AppRoute = {
  path: 'chat',
  page: lazyPage(() => import('./ChatPage')),
  layout: 'noScroll',
  title: ({ search }) => `AI Chat – ${known(search.get('category'))?.label ?? 'Allgemein'}`,
  crumbs: crumbs({ label: 'AI Chat' }),
  nav: ({ search }) => `chat-${known(search.get('category'))?.slug ?? 'allgemein'}`,
};

export const chatArea: AreaDefinition = {
  id: 'chat',
  routes: [chat],
  sidebar: {
    group: 'ai-tools',
    item: navItem('chat', chat, {
      label: 'AI Chats',
      icon: Bot,
      children: CHAT_CATEGORIES.map(({ slug, label }) =>
        navItem(`chat-${slug}`, chat, { label, href: `/app/chat?category=${slug}` }),
      ),
    }),
  },
  dashboardCard: lazyCard(async () => ({
    default: (await import('./ChatDashboardCard')).ChatDashboardCard,
  })),
};
