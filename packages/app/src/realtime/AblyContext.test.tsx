import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAbly } from './AblyContext';
import { connectionStateOf } from './RealtimeStatus';

describe('useAbly', () => {
  it('refuses to work outside its provider, with the spec’s message', () => {
    expect(() => renderHook(() => useAbly())).toThrow(
      'useAbly must be used within an AblyProvider',
    );
  });
});

describe('connectionStateOf', () => {
  it('shows loading and starting up as connecting, and closing as closed', () => {
    expect(connectionStateOf('idle')).toBe('connecting');
    expect(connectionStateOf('initialized')).toBe('connecting');
    expect(connectionStateOf('connecting')).toBe('connecting');
    expect(connectionStateOf('closing')).toBe('closed');
    for (const state of ['connected', 'disconnected', 'suspended', 'failed', 'closed'] as const) {
      expect(connectionStateOf(state)).toBe(state);
    }
  });
});
