/** The message selection and session rules of §7/§8. */
import { describe, expect, test } from 'vitest';
import { errorCode, errorMessage, isForbidden, isSessionEnding, signInFailureMessage } from '../../domain/errors';

const UNAVAILABLE = 'Our server is temporarily unavailable. Please try again later.';
const GENERIC = 'Failed. Please try again.';

describe('errorMessage: the generic selection of §8', () => {
  test.each([
    { case: 'a string error as is', error: 'Email or password is wrong', expected: 'Email or password is wrong' },
    { case: '502 → unavailable', error: { status: 502 }, expected: UNAVAILABLE },
    { case: '503 → unavailable', error: { status: 503 }, expected: UNAVAILABLE },
    { case: '502 wins over a data message', error: { status: 502, data: { message: 'Bad gateway' }, message: 'x' }, expected: UNAVAILABLE },
    { case: '503 wins over a message', error: { status: 503, message: 'Service Unavailable' }, expected: UNAVAILABLE },
    { case: '500 is not the unavailable text', error: { status: 500, data: { message: 'Boom' } }, expected: 'Boom' },
    { case: '504 is not the unavailable text', error: { status: 504, message: 'timeout of 300000ms exceeded' }, expected: 'timeout of 300000ms exceeded' },
    { case: 'data message first', error: { status: 400, data: { message: 'Name is required.' }, message: 'Request failed' }, expected: 'Name is required.' },
    { case: 'then the message', error: { status: 400, data: { code: 'err_validation' }, message: 'Request failed with status 400' }, expected: 'Request failed with status 400' },
    { case: 'an empty data message is skipped', error: { data: { message: '' }, message: 'Network Error' }, expected: 'Network Error' },
    { case: 'a non-string data message is skipped', error: { data: { message: { text: 'x' } }, message: 'Network Error' }, expected: 'Network Error' },
    { case: 'an Error’s message', error: new Error('socket hang up'), expected: 'socket hang up' },
    { case: 'then the serialised error', error: { status: 418, data: { code: 'teapot' } }, expected: '{"status":418,"data":{"code":"teapot"}}' },
    { case: 'serialised: any other object', error: { reason: 'nope' }, expected: '{"reason":"nope"}' },
    { case: 'else generic: empty object', error: {}, expected: GENERIC },
    { case: 'else generic: Error without message', error: new Error(''), expected: GENERIC },
    { case: 'else generic: null', error: null, expected: GENERIC },
    { case: 'else generic: undefined', error: undefined, expected: GENERIC },
  ])('$case', ({ error, expected }) => {
    expect(errorMessage(error)).toBe(expected);
  });

  test('an unserialisable error falls back to the generic text', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorMessage(circular)).toBe(GENERIC);
  });
});

describe('errorCode', () => {
  test.each([
    { error: { status: 403, data: { code: 'err_unauthorized' } }, expected: 'err_unauthorized' },
    { error: { status: 403, data: { code: 42 } }, expected: undefined },
    { error: { status: 403 }, expected: undefined },
    { error: 'text', expected: undefined },
    { error: undefined, expected: undefined },
  ])('$error → $expected', ({ error, expected }) => {
    expect(errorCode(error)).toBe(expected);
  });
});

describe('session ending (§7: 403 or err_unauthorized) vs forbidden (err_forbidden → /forbidden)', () => {
  test.each([
    { case: '403 + err_unauthorized', error: { status: 403, data: { code: 'err_unauthorized' } }, ending: true, forbidden: false },
    { case: '403 without a code', error: { status: 403 }, ending: true, forbidden: false },
    { case: '403 with another code', error: { status: 403, data: { code: 'err_validation' } }, ending: true, forbidden: false },
    { case: '403 + err_forbidden', error: { status: 403, data: { code: 'err_forbidden', message: 'Forbidden' } }, ending: false, forbidden: true },
    { case: '401 + err_unauthorized', error: { status: 401, data: { code: 'err_unauthorized' } }, ending: true, forbidden: false },
    { case: 'err_unauthorized under any status', error: { status: 400, data: { code: 'err_unauthorized' } }, ending: true, forbidden: false },
    { case: '401 without a code', error: { status: 401 }, ending: false, forbidden: false },
    { case: 'err_forbidden with another status', error: { status: 400, data: { code: 'err_forbidden' } }, ending: false, forbidden: false },
    { case: '500', error: { status: 500 }, ending: false, forbidden: false },
    { case: '502', error: { status: 502 }, ending: false, forbidden: false },
    { case: 'a string error', error: 'Unauthenticated', ending: false, forbidden: false },
    { case: 'undefined', error: undefined, ending: false, forbidden: false },
  ])('$case → ending $ending, forbidden $forbidden', ({ error, ending, forbidden }) => {
    expect(isSessionEnding(error)).toBe(ending);
    expect(isForbidden(error)).toBe(forbidden);
  });
});

describe('signInFailureMessage: what the login form says when sign-in is refused (§5)', () => {
  test.each([
    { case: 'no active employee record: the words of §5 alone', error: { status: 401, data: { code: 'err_account_disabled', message: 'Your account maybe disabled by administrator' } }, expected: 'Your account maybe disabled by administrator' },
    { case: 'wrong password: after Login failed.', error: { status: 401, data: { code: 'err_validation', message: 'Email or password is incorrect.' } }, expected: 'Login failed. Email or password is incorrect.' },
    { case: 'inactive: after Login failed.', error: { status: 401, data: { code: 'err_validation', message: 'Your account is inactive.' } }, expected: 'Login failed. Your account is inactive.' },
    { case: 'too many attempts', error: { status: 429, data: { code: 'err_rate_limited', message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' } }, expected: 'Login failed. Too many failed sign-in attempts. Please wait a few minutes and try again.' },
  ])('$case', ({ error, expected }) => {
    expect(signInFailureMessage(error)).toBe(expected);
  });
});
