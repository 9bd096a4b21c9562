/**
 * The beat of the screen-and-camera canvas (media.ts): a worker's timer keeps its pace while the
 * page's tab is in the background, where the page's own timers slow to once a second.
 */
let timer: ReturnType<typeof setInterval> | undefined;

self.addEventListener('message', (event: MessageEvent<{ fps: number }>) => {
  clearInterval(timer);
  const fps = Math.min(60, Math.max(1, event.data.fps));
  timer = setInterval(() => self.postMessage(0), 1000 / fps);
});
