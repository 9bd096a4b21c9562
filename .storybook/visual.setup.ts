import { expect } from 'vitest';
import { page } from 'vitest/browser';

// The same pixels every run: no animation mid-flight, no blinking caret.
const frozen = document.createElement('style');
frozen.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.append(frozen);

type StoryParameters = { layout?: string; visual?: { target?: 'page' | 'canvas' } };

/** Our own top-level nodes: the story's canvas first, then any portals (dialogs, menus, toasts). */
function storyRoots(): HTMLElement[] {
  return [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLDivElement && !element.className.includes('sb-'),
  );
}

/**
 * Videos and images decode on their own schedule: on a loaded machine a player can still be
 * blank when a fast one already shows its first frame. Wait (bounded) until every picture is in.
 */
async function mediaSettled(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = () =>
    [...document.querySelectorAll('video')].some(
      (video) => video.currentSrc !== '' && (video.readyState < 2 || video.seeking),
    ) || [...document.images].some((image) => image.currentSrc !== '' && !image.complete);
  while (pending() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // One more frame so the decoded picture is painted, not only ready.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

type StoryScreenshot = (story: { parameters: StoryParameters; tags: string[] }) => Promise<void>;

/**
 * Compares the story with the committed baseline next to its file, after its play function
 * (preview.tsx's `afterEach` calls it for every story; a failed play never gets here). Stories
 * tagged `no-visual` (states that cannot be pictured stably) skip it. Overlays and full-screen
 * layouts are compared as the whole viewport; everything else as the story's canvas, so a
 * baseline is no larger than it needs.
 *
 * Not a Vitest `afterEach` of this file: with `isolate: false` a setup file runs once per
 * browser page, so its hooks belonged to the first story file alone and every later file went
 * unpictured (seen: a wrong baseline in a later file passed). A global the preview calls holds
 * for every story, and Storybook itself (no Vitest) never sets it.
 */
const storyScreenshot: StoryScreenshot = async (story) => {
  if (story.tags.includes('no-visual')) return;
  const [canvas, ...portals] = storyRoots();
  const wholePage =
    story.parameters.visual?.target === 'page' ||
    story.parameters.layout === 'fullscreen' ||
    portals.length > 0;
  const element = wholePage ? undefined : canvas;
  // Room for focus rings and shadows, which would otherwise be cut at the canvas edge. Set
  // before the waits: it narrows the canvas, and what measures its box (a chart) draws anew.
  if (element) element.style.padding = '1rem';
  await document.fonts.ready;
  await mediaSettled();
  // Resize observers answer the narrower box in a task of their own; one more frame paints it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  if (!element) {
    await expect(page).toMatchScreenshot();
    return;
  }
  await expect.element(page.elementLocator(element)).toMatchScreenshot();
};

(globalThis as { __sprintStoryScreenshot?: StoryScreenshot }).__sprintStoryScreenshot =
  storyScreenshot;
