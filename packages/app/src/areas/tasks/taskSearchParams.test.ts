import { describe, expect, it } from 'vitest';
import { parseTaskSearchParams, serializeTaskSearchParams } from './taskSearchParams';

const MEMBER = '5f0c8a5e-2b1d-4c8e-9a3f-1d2e3f4a5b6c';

describe('task search params', () => {
  it('defaults to today’s tasks of the signed-in person', () => {
    expect(parseTaskSearchParams(new URLSearchParams())).toEqual({
      tab: 'today',
      assignee: 'me',
      priority: null,
    });
  });

  it('reads tab, assignee and priority, and ignores what it does not know', () => {
    const params = new URLSearchParams(`ansicht=board&zugewiesen=${MEMBER}&prioritaet=urgent`);
    expect(parseTaskSearchParams(params)).toEqual({
      tab: 'board',
      assignee: MEMBER,
      priority: 'urgent',
    });
    const bad = new URLSearchParams('ansicht=kalender&zugewiesen=jemand&prioritaet=sofort');
    expect(parseTaskSearchParams(bad)).toEqual({ tab: 'today', assignee: 'me', priority: null });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = serializeTaskSearchParams(
      { tab: 'upcoming', assignee: 'me', priority: 'high' },
      new URLSearchParams('andere=1&zugewiesen=all'),
    );
    expect(written.toString()).toBe('andere=1&ansicht=upcoming&prioritaet=high');
    expect(parseTaskSearchParams(written)).toEqual({
      tab: 'upcoming',
      assignee: 'me',
      priority: 'high',
    });
  });
});
