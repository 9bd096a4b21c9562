import { describe, expect, it } from 'vitest';
import {
  hasActiveFilter,
  parseClipsSearchParams,
  serializeClipsSearchParams,
  tagHref,
  toListFilter,
} from './clipSearchParams';

describe('the clips page’s address', () => {
  it('reads search, tag and the open recorder', () => {
    expect(
      parseClipsSearchParams(new URLSearchParams('search=Einwand&tag=CRM&aufnahme=1')),
    ).toEqual({ search: 'Einwand', tag: 'CRM', recording: true });
    expect(parseClipsSearchParams(new URLSearchParams(''))).toEqual({
      search: '',
      tag: null,
      recording: false,
    });
  });

  it('is lenient with hand-edited values', () => {
    const state = parseClipsSearchParams(
      new URLSearchParams(`search=${'a'.repeat(300)}&tag=%20%20&aufnahme=ja`),
    );
    expect(state.search).toHaveLength(200);
    expect(state.tag).toBeNull();
    expect(state.recording).toBe(false);
  });

  it('writes only what is set and keeps other parameters', () => {
    const written = serializeClipsSearchParams(
      { search: '  Follow-up ', tag: 'Einwände', recording: false },
      new URLSearchParams('aufnahme=1&foo=bar'),
    );
    expect(written.toString()).toBe('foo=bar&search=Follow-up&tag=Einw%C3%A4nde');
    expect(serializeClipsSearchParams({ search: '', tag: null, recording: true }).toString()).toBe(
      'aufnahme=1',
    );
  });

  it('knows a filter and gives it to the server trimmed', () => {
    expect(hasActiveFilter({ search: ' ', tag: null, recording: true })).toBe(false);
    expect(hasActiveFilter({ search: '', tag: 'CRM', recording: false })).toBe(true);
    expect(toListFilter({ search: ' Abschluss ', tag: null, recording: false })).toEqual({
      search: 'Abschluss',
    });
    expect(toListFilter({ search: '', tag: 'CRM', recording: false })).toEqual({ tag: 'CRM' });
  });

  it('links a tag', () => {
    expect(tagHref('Einwände & Co')).toBe('/app/clips?tag=Einw%C3%A4nde+%26+Co');
  });
});
