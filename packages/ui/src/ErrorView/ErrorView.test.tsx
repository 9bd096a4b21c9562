import { describe, expect, it } from 'vitest';
import { errorDetails } from './ErrorView';

describe('errorDetails', () => {
  it('shows a V8 stack as is, since it already starts with name and message', () => {
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at load (a.ts:1:1)';
    expect(errorDetails(error)).toBe('Error: Boom\n    at load (a.ts:1:1)');
  });

  it('puts name and message above a stack that lacks them', () => {
    const error = new RangeError('Too far');
    error.stack = '    at load (a.ts:1:1)';
    expect(errorDetails(error)).toBe('RangeError: Too far\n    at load (a.ts:1:1)');
  });

  it('shows name and message of an Error without a stack', () => {
    const error = new Error('No stack');
    error.stack = undefined;
    expect(errorDetails(error)).toBe('Error: No stack');
  });

  it('shows a thrown string unchanged', () => {
    expect(errorDetails('Kaputt')).toBe('Kaputt');
  });

  it('shows a plain object, such as a router error response, as JSON', () => {
    expect(errorDetails({ status: 500, statusText: 'Internal Server Error' })).toBe(
      '{\n  "status": 500,\n  "statusText": "Internal Server Error"\n}',
    );
  });

  it('falls back to String() for values JSON cannot show', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorDetails(circular)).toBe('[object Object]');
    expect(errorDetails(42)).toBe('42');
    expect(errorDetails(Symbol('x'))).toBe('Symbol(x)');
  });

  it('has nothing to show when nothing was thrown', () => {
    expect(errorDetails(undefined)).toBeNull();
    expect(errorDetails(null)).toBeNull();
  });
});
