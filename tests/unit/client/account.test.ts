// The browser side of signing in (src/client/account.ts): where a sign-in returns
// to (`?next=`, only a path of this site), and how an API error reaches a form.
import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathOf, problemOf, waitText, withNext } from '../../../src/client/account.ts';

describe('returning after sign-in (?next=)', () => {
  it('goes to a path of this site, else to the account', () => {
    expect(nextPathOf('?next=/farm-visit-form')).toBe('/farm-visit-form');
    expect(nextPathOf('?next=%2Fstores%3Fq%3Dmango')).toBe('/stores?q=mango');
    expect(nextPathOf('')).toBe('/my-account');
    for (const away of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(nextPathOf(`?next=${encodeURIComponent(away)}`)).toBe('/my-account');
    }
  });

  it('builds the sign-in link of a page and carries ?next= between the sign-in screens', () => {
    expect(loginPathFor('/farm-visit-form')).toBe('/login?next=%2Ffarm-visit-form');
    expect(withNext('/register', '?next=/alerts')).toBe('/register?next=%2Falerts');
    expect(withNext('/register', '')).toBe('/register');
    expect(withNext('/register', '?next=//evil.example')).toBe('/register?next=%2F');
  });
});

describe('an API error as a form shows it', () => {
  it('puts each field line under its field and keeps the summary when it says more', () => {
    const problem = problemOf({
      code: 'unauthorized',
      message: 'The phone number, e-mail or password is not right.',
      fields: { password: 'not right' },
    });
    expect(problem).toEqual({
      summary: 'The phone number, e-mail or password is not right.',
      message: 'The phone number, e-mail or password is not right.',
      fields: { password: 'Not right' },
      retryAfter: null,
    });
  });

  it('says a schema error only under its fields', () => {
    const problem = problemOf({
      code: 'validation_failed',
      message: 'Invalid phone: must be a phone number',
      fields: { phone: 'must be a phone number', email: 'must be an e-mail address' },
    });
    expect(problem.summary).toBe('');
    expect(problem.fields).toEqual({ phone: 'Must be a phone number', email: 'Must be an e-mail address' });
  });

  it('says a schema error only under its fields in Marathi too, by its code', () => {
    const problem = problemOf({
      code: 'validation_failed',
      message: 'name चुकीचे आहे: तुमचे नाव लिहा',
      message_code: { key: 'saidInvalidField', params: { field: 'name', line: { key: 'saidFieldName' } } },
      fields: { name: 'तुमचे नाव लिहा' },
      field_codes: { name: { key: 'saidFieldName' } },
    });
    expect(problem.summary).toBe('');
    expect(problem.fields).toEqual({ name: 'तुमचे नाव लिहा' });
  });

  it('says a schema error of a field the form renamed once, under that field', () => {
    const problem = problemOf({
      code: 'validation_failed',
      message: 'Invalid avatar: must be a https link or a picture',
      fields: { avatar_url: 'must be a https link or a picture' },
    });
    expect(problem.summary).toBe('');
    expect(problem.fields).toEqual({ avatar_url: 'Must be a https link or a picture' });
  });

  it('does not repeat a message a field already carries', () => {
    const message = 'The code is wrong or has expired. Ask for a new one.';
    expect(problemOf({ code: 'validation_failed', message, fields: { otp: message } }).summary).toBe('');
  });

  it('turns a 429 into the seconds to wait, with no field lines', () => {
    const problem = problemOf({ code: 'rate_limited', message: 'Too many attempts.', fields: { retry_after: '42' } });
    expect(problem.retryAfter).toBe(42);
    expect(problem.fields).toEqual({});
    expect(waitText('Too many tries, wait {n} seconds', 42)).toBe('Too many tries, wait 42 seconds');
  });
});
