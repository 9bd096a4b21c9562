import { describe, expect, it } from 'vitest';
import type { CrumbContext } from '../area';
import { phoneTrainingArea } from './routes';
import { decodeCallTrail, encodeCallTrail } from './queries';

const [library, scenario, call] = phoneTrainingArea.routes;
const SCENARIO_ID = '5ce0a000-0000-4000-8000-000000000001';

function crumbs(route: typeof scenario, context: Partial<CrumbContext>) {
  const spec = route?.crumbs;
  if (!spec) throw new Error('no crumbs');
  return spec({ params: {}, search: new URLSearchParams(), ...context });
}

function title(route: typeof scenario, detail?: string) {
  const value = route?.title;
  return typeof value === 'function'
    ? value({ params: {}, search: new URLSearchParams(), detail })
    : value;
}

describe('the phone training’s routes and breadcrumbs', () => {
  it('has the library, a scenario’s page and a call’s page', () => {
    expect(phoneTrainingArea.routes.map((route) => route.path)).toEqual([
      'telefon-training',
      'telefon-training/szenarien/:scenarioId',
      'telefon-training/anrufe/:sessionId',
    ]);
    expect(title(library)).toBe('Telefon-Training');
    expect(call?.layout).toBe('noScroll');
    expect(phoneTrainingArea.dashboardCard).toBeDefined();
  });

  it('names a scenario once it is loaded: Telefon-Training › title', () => {
    expect(crumbs(scenario, {}).map((item) => item.label)).toEqual([
      'Telefon-Training',
      'Szenario wird geladen...',
    ]);
    expect(crumbs(scenario, { detail: 'Gatekeeper: Am Vorzimmer vorbei' })).toEqual([
      { label: 'Telefon-Training', href: '/app/telefon-training' },
      { label: 'Gatekeeper: Am Vorzimmer vorbei' },
    ]);
    expect(title(scenario, 'Gatekeeper: Am Vorzimmer vorbei')).toBe(
      'Gatekeeper: Am Vorzimmer vorbei',
    );
  });

  it('puts a call under its scenario, linked', () => {
    const detail = encodeCallTrail({ scenarioId: SCENARIO_ID, title: 'Kaltakquise: Metallbau' });
    expect(crumbs(call, { detail })).toEqual([
      { label: 'Telefon-Training', href: '/app/telefon-training' },
      { label: 'Kaltakquise: Metallbau', href: `/app/telefon-training/szenarien/${SCENARIO_ID}` },
      { label: 'Übungsanruf' },
    ]);
    expect(title(call, detail)).toBe('Übungsanruf: Kaltakquise: Metallbau');
    expect(crumbs(call, {}).map((item) => item.label)).toEqual([
      'Telefon-Training',
      'Szenario wird geladen...',
      'Übungsanruf',
    ]);
    expect(title(call)).toBe('Übungsanruf');
  });

  it('reads only a trail it wrote', () => {
    expect(decodeCallTrail(encodeCallTrail({ scenarioId: 'a', title: 'b' }))).toEqual({
      scenarioId: 'a',
      title: 'b',
    });
    expect(decodeCallTrail('Kein JSON')).toBeNull();
    expect(decodeCallTrail('[1,2]')).toBeNull();
    expect(decodeCallTrail(undefined)).toBeNull();
  });
});
