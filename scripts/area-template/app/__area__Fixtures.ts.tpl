import type { RouterOutputs } from '../../api/types';

type Item = RouterOutputs['__area__']['list'][number];

/** What `__area__.list` answers for a company with two items. */
export const __area__ItemsFixture: Item[] = [
  { id: '0b6f5b5e-1a1e-4c59-9a55-1f1f9a0a0002', title: 'Zweiter Eintrag', createdAt: new Date(2026, 10, 20, 9, 30) },
  { id: '0b6f5b5e-1a1e-4c59-9a55-1f1f9a0a0001', title: 'Erster Eintrag', createdAt: new Date(2026, 10, 19, 16, 5) },
];
