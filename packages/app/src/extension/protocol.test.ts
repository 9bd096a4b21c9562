import { describe, expect, it } from 'vitest';
import {
  EXTENSION_SOURCE,
  ExtensionAction,
  PAGE_SOURCE,
  parseExtensionMessage,
  REQUEST_TYPE,
  RESPONSE_TYPE,
} from './protocol';

const ORIGIN = 'https://app.sprint.de';

const request = (overrides: Record<string, unknown> = {}) => ({
  source: EXTENSION_SOURCE,
  type: REQUEST_TYPE,
  messageId: 'm-1',
  action: ExtensionAction.getSyncTimestamp,
  data: { linkedinId: 'ACoAAB123' },
  ...overrides,
});

const parse = (data: unknown, origin = ORIGIN) => parseExtensionMessage({ origin, data }, ORIGIN);

describe('parseExtensionMessage', () => {
  it('accepts a sync-timestamp request from the page’s own origin', () => {
    expect(parse(request())).toEqual({ kind: 'request', request: request() });
  });

  it('accepts a conversation batch', () => {
    const batch = request({
      action: ExtensionAction.syncConversations,
      data: {
        linkedinId: 'ACoAAB123',
        batchNumber: 0,
        conversations: [{ conversationId: 'c1', participantName: 'Jana' }],
      },
    });
    expect(parse(batch)).toEqual({ kind: 'request', request: batch });
  });

  it('ignores other origins, other senders, its own replies and a missing messageId', () => {
    expect(parse(request(), 'https://evil.example')).toEqual({ kind: 'ignore' });
    expect(parse(request(), 'null')).toEqual({ kind: 'ignore' });
    expect(parse(request({ source: 'other-extension' }))).toEqual({ kind: 'ignore' });
    expect(parse(request({ type: 'sprint:something-else' }))).toEqual({ kind: 'ignore' });
    expect(parse({ ...request(), source: PAGE_SOURCE, type: RESPONSE_TYPE })).toEqual({
      kind: 'ignore',
    });
    expect(parse(request({ messageId: 42 }))).toEqual({ kind: 'ignore' });
    expect(parse(request({ messageId: '' }))).toEqual({ kind: 'ignore' });
    expect(parse(request({ messageId: undefined }))).toEqual({ kind: 'ignore' });
    for (const junk of [null, 'text', 7, [], undefined]) {
      expect(parse(junk)).toEqual({ kind: 'ignore' });
    }
  });

  it('answers an unknown action with an error naming it', () => {
    expect(parse(request({ action: 'sprint:delete-everything' }))).toEqual({
      kind: 'invalid',
      messageId: 'm-1',
      action: 'sprint:delete-everything',
      error: 'Unbekannte Aktion: sprint:delete-everything',
    });
    expect(parse(request({ action: 3 }))).toMatchObject({
      kind: 'invalid',
      action: null,
      error: 'Unbekannte Aktion: 3',
    });
  });

  it('requires a non-empty linkedinId', () => {
    for (const linkedinId of ['', '   ', 12, null, undefined]) {
      expect(parse(request({ data: { linkedinId } }))).toMatchObject({
        kind: 'invalid',
        messageId: 'm-1',
        error: 'linkedinId muss ein nicht leerer Text sein.',
      });
    }
    expect(parse(request({ data: undefined }))).toMatchObject({
      kind: 'invalid',
      error: 'data fehlt oder ist kein Objekt.',
    });
  });

  it('checks a batch’s number, list and size before anything is sent', () => {
    const batch = (data: Record<string, unknown>) =>
      parse(
        request({
          action: ExtensionAction.syncConversations,
          data: { linkedinId: 'ACoAAB123', batchNumber: 1, conversations: [], ...data },
        }),
      );
    expect(batch({ batchNumber: -1 })).toMatchObject({
      kind: 'invalid',
      error: 'batchNumber muss eine ganze Zahl ab 0 sein.',
    });
    expect(batch({ batchNumber: 1.5 })).toMatchObject({ kind: 'invalid' });
    expect(batch({ batchNumber: '1' })).toMatchObject({ kind: 'invalid' });
    expect(batch({ conversations: 'c1' })).toMatchObject({
      kind: 'invalid',
      error: 'conversations muss eine Liste sein.',
    });
    const tooMany = Array.from({ length: 101 }, (_, index) => ({ conversationId: `c${index}` }));
    expect(batch({ conversations: tooMany })).toMatchObject({
      kind: 'invalid',
      error: 'Höchstens 100 Unterhaltungen pro Batch (erhalten: 101).',
    });
    expect(batch({})).toMatchObject({ kind: 'request' });
  });
});
