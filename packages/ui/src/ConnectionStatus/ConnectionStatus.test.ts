import { describe, expect, it } from 'vitest';
import { canReconnect, connectionErrorDetail, type ConnectionState } from './ConnectionStatus';

describe('canReconnect', () => {
  it.each<[ConnectionState, boolean]>([
    ['connected', false],
    ['connecting', false],
    ['disconnected', true],
    ['suspended', true],
    ['failed', true],
    ['closed', true],
  ])('%s → %s', (state, expected) => {
    expect(canReconnect(state)).toBe(expected);
  });
});

describe('connectionErrorDetail', () => {
  it('describes failed, disconnected and suspended with the stored message', () => {
    expect(connectionErrorDetail('failed', 'Token abgelaufen')).toBe('Token abgelaufen');
    expect(connectionErrorDetail('disconnected', 'Netzwerk weg')).toBe('Netzwerk weg');
    expect(connectionErrorDetail('suspended', ' Netzwerk weg ')).toBe('Netzwerk weg');
  });

  it('ignores a leftover message once connected, connecting or closed', () => {
    expect(connectionErrorDetail('connected', 'Token abgelaufen')).toBeNull();
    expect(connectionErrorDetail('connecting', 'Token abgelaufen')).toBeNull();
    expect(connectionErrorDetail('closed', 'Token abgelaufen')).toBeNull();
  });

  it('has nothing to say without a message', () => {
    expect(connectionErrorDetail('failed', null)).toBeNull();
    expect(connectionErrorDetail('failed', undefined)).toBeNull();
    expect(connectionErrorDetail('failed', '   ')).toBeNull();
  });
});
