import '@fontsource-variable/inter';
import type { Decorator, Preview } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SprintThemeProvider, SprintTooltipProvider, type ThemeName } from '../packages/ui/src';

/** Every story sees the same "now" (Friday, 20 Nov 2026, 10:30 local time): stable screenshots. */
const FIXED_NOW = new Date(2026, 10, 20, 10, 30, 0);

document.documentElement.lang = 'de';

// `findBy…` and `waitFor` give up after 1 s by default; on a busy two-core CI runner decoding an
// image or answering a mocked request can take longer than that, so stories wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

const withTheme: Decorator = (Story, context) => (
  <SprintThemeProvider theme={context.globals.theme as ThemeName}>
    <SprintTooltipProvider>
      <Story />
    </SprintTooltipProvider>
  </SprintThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  // Stories that need data declare MSW handlers (`parameters.msw`) in the real tRPC shape.
  loaders: [mswLoader()],
  beforeEach: () => {
    MockDate.set(FIXED_NOW);
    // All story files share one page: a story that ended with a menu, select or dialog open may
    // leave the body as Radix holds it meanwhile (no pointer events, scroll locked), and the next
    // story's clicks would land on nothing. Each story starts on a plain body.
    document.body.style.removeProperty('pointer-events');
    document.body.style.removeProperty('overflow');
    document.body.removeAttribute('data-scroll-locked');
    // Video players remember volume and mute (media-chrome keeps them in localStorage): each
    // story starts as a person who never touched them, whatever story ran before.
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('media-chrome-pref-')) localStorage.removeItem(key);
    }
    return () => MockDate.reset();
  },
  // Under Vitest, the screenshot comparison (visual.setup.ts sets it; Storybook's UI has none).
  afterEach: async ({ parameters, tags }) => {
    const screenshot = (
      globalThis as {
        __sprintStoryScreenshot?: (story: { parameters: object; tags: string[] }) => Promise<void>;
      }
    ).__sprintStoryScreenshot;
    await screenshot?.({ parameters, tags });
  },
  tags: ['autodocs'],
  initialGlobals: { theme: 'light' },
  globalTypes: {
    theme: {
      description: 'Farbschema',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Hell' },
          { value: 'dark', title: 'Dunkel' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: {
          name: 'Mobil (375 px)',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (834 px)',
          styles: { width: '834px', height: '1112px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    docs: { toc: true },
    options: { storySort: { order: ['Einführung', 'UI', 'Shell', 'Pages'] } },
  },
};

export default preview;
