import { describe, expect, it } from 'vitest';
import { clipFormSchema, formatTags, parseTags } from './clipForm';

describe('clip form', () => {
  it('reads tags from a comma-separated text, each once', () => {
    expect(parseTags(' Kaltakquise, Einwände,, kaltakquise ,CRM ')).toEqual([
      'Kaltakquise',
      'Einwände',
      'CRM',
    ]);
    expect(parseTags('')).toEqual([]);
    expect(formatTags(['CRM', 'Follow-up'])).toBe('CRM, Follow-up');
  });

  it('hands the server trimmed values', () => {
    expect(
      clipFormSchema.parse({ title: '  Der erste Satz ', description: ' Text ', tags: 'A, B' }),
    ).toEqual({ title: 'Der erste Satz', description: 'Text', tags: ['A', 'B'] });
  });

  it('says in German what is missing or too long', () => {
    const result = clipFormSchema.safeParse({
      title: '   ',
      description: 'x'.repeat(5001),
      tags: `${'t'.repeat(51)}, CRM`,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Bitte gib einen Titel ein.');
    expect(messages).toContain('Die Beschreibung darf höchstens 5000 Zeichen lang sein.');
    expect(messages).toContain('Ein Tag darf höchstens 50 Zeichen lang sein.');
    const many = clipFormSchema.safeParse({
      title: 'Titel',
      description: '',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(','),
    });
    expect(many.error?.issues.map((issue) => issue.message)).toEqual(['Höchstens 20 Tags.']);
  });
});
