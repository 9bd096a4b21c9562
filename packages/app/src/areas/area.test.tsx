import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyCard } from './area';

function Figures() {
  return <p>Offene Leads: 7</p>;
}

/** A card module as `import()` gives it, counting how often it is asked for. */
function cardModule() {
  const counter = { loads: 0 };
  const load = async () => {
    counter.loads += 1;
    return { default: Figures };
  };
  return { counter, load };
}

/** Lets pending loads finish and React render what they unblock. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const inSuspense = (Card: ReturnType<typeof lazyCard>) => (
  <Suspense fallback={<p>Karte lädt</p>}>
    <Card />
  </Suspense>
);

describe('lazyCard', () => {
  afterEach(cleanup);

  it('loads with the dashboard when not loaded ahead, like React.lazy', async () => {
    const { counter, load } = cardModule();
    const Card = lazyCard(load);
    await act(async () => {
      render(inSuspense(Card));
    });
    expect(screen.getByText('Offene Leads: 7')).toBeTruthy();
    expect(counter.loads).toBe(1);
  });

  it('renders at once when loaded ahead, and loads only once', async () => {
    const { counter, load } = cardModule();
    const Card = lazyCard(load);
    Card.preload();
    Card.preload();
    await settled();
    render(inSuspense(Card));
    // No fallback on the way: React would hold a revealed boundary back by up to 300 ms.
    expect(screen.queryByText('Karte lädt')).toBeNull();
    expect(screen.getByText('Offene Leads: 7')).toBeTruthy();
    expect(counter.loads).toBe(1);
  });

  it('tries again on the dashboard when loading ahead failed', async () => {
    let attempts = 0;
    const Card = lazyCard(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: Figures };
    });
    Card.preload();
    await settled();
    await act(async () => {
      render(inSuspense(Card));
    });
    expect(screen.getByText('Offene Leads: 7')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
