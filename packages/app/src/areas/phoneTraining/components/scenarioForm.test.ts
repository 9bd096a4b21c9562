import { describe, expect, it } from 'vitest';
import type { ScenarioDetail } from '../queries';
import {
  emptyScenarioValues,
  scenarioFormSchema,
  scenarioToValues,
  toScenarioInput,
} from './scenarioForm';

const scenario: ScenarioDetail = {
  id: '5ce0a000-0000-4000-8000-000000000001',
  builtIn: true,
  kind: 'gatekeeper',
  title: 'Gatekeeper: Am Vorzimmer vorbei',
  persona: {
    name: 'Sandra Köhler',
    role: 'Assistentin der Geschäftsführung',
    company: 'Brandt Logistik AG',
    personality: 'freundlich, aber bestimmt',
    difficulty: 'mittel',
  },
  goal: 'Zum Geschäftsführer durchgestellt werden.',
  opening: 'Brandt Logistik AG, Sandra Köhler, guten Tag.',
  criteria: [
    { id: 'name', text: 'Hat sie mit Namen angesprochen', weight: 1, keywords: 'Frau Köhler' },
  ],
  passThreshold: 70,
  history: [],
};

describe('the scenario editor’s form', () => {
  it('refuses what the server refuses, in its words, under the fields', () => {
    const result = scenarioFormSchema.safeParse({
      ...emptyScenarioValues('gatekeeper'),
      criteria: [{ text: ' ', weight: null, keywords: '' }],
      passThreshold: 101,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toMatchObject({
      title: 'Bitte gib einen Titel ein.',
      'persona.name': 'Bitte gib den Namen der Person ein.',
      goal: 'Bitte beschreib das Ziel des Anrufs.',
      'criteria.0.text': 'Bitte beschreib das Kriterium.',
      'criteria.0.weight': 'Das Gewicht muss eine ganze Zahl von 1 bis 10 sein.',
      'criteria.0.keywords':
        'Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt.',
      passThreshold: 'Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.',
    });
  });

  it('copies a library scenario as a new one, keeping its criteria’s ids', () => {
    const values = scenarioToValues(scenario, true);
    expect(values.title).toBe('Gatekeeper: Am Vorzimmer vorbei (Kopie)');
    const input = toScenarioInput(scenarioFormSchema.parse(values));
    expect(input).toEqual({
      kind: 'gatekeeper',
      title: 'Gatekeeper: Am Vorzimmer vorbei (Kopie)',
      persona: scenario.persona,
      goal: scenario.goal,
      opening: scenario.opening,
      criteria: [
        { id: 'name', text: 'Hat sie mit Namen angesprochen', weight: 1, keywords: 'Frau Köhler' },
      ],
      passThreshold: 70,
    });
  });

  it('leaves an empty opening line to the server, and new criteria without an id', () => {
    const input = toScenarioInput(
      scenarioFormSchema.parse({
        ...emptyScenarioValues(),
        title: 'Neukunde Messe',
        persona: {
          name: 'Lena Vogt',
          role: 'Einkauf',
          company: 'Vogt KG',
          personality: '',
          difficulty: 'leicht',
        },
        goal: 'Einen Termin.',
        criteria: [{ text: 'Termin vorgeschlagen', weight: 3, keywords: 'Uhr' }],
      }),
    );
    expect(input).not.toHaveProperty('opening');
    expect(input.criteria).toEqual([{ text: 'Termin vorgeschlagen', weight: 3, keywords: 'Uhr' }]);
    expect(input.kind).toBe('kaltakquise');
    expect(input.passThreshold).toBe(70);
  });
});
