import { describe, expect, it } from 'vitest';
import { isEvalRefusal, needsEvalError, scriptRefusedError, toSubAppError } from './errors';

describe('sub-app errors (issue 35)', () => {
  it('a refused address keeps its kind and code when a library rewrites the message around it', () => {
    const refused = scriptRefusedError('https://other.example/app.js');
    expect(refused.failure).toBe('refused');
    expect(refused.message).toContain('PORTICO_E_SCRIPT_REFUSED');
    expect(refused.message).toContain('https://other.example/app.js');
    const wrapped = toSubAppError(new Error(`application 'x' died in status LOADING_SOURCE_CODE: ${refused.message}`));
    expect(wrapped.failure).toBe('refused');
  });

  it('an eval refused by the page’s CSP says what the policy lacks and where to add it', () => {
    expect(isEvalRefusal(new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' …"))).toBe(
      true,
    );
    expect(isEvalRefusal(Object.assign(new Error('x'), { name: 'EvalError' }))).toBe(true);
    expect(isEvalRefusal(new Error('Refused to connect'))).toBe(false);
    expect(isEvalRefusal('EvalError')).toBe(false);
    const err = needsEvalError('report', 'qiankun');
    expect(err.failure).toBe('needs-eval');
    expect(err.message).toContain('PORTICO_E_SUBAPP_NEEDS_EVAL');
    expect(err.message).toContain('report');
    expect(err.message).toContain("'unsafe-eval'");
    expect(err.message).toContain('script-src');
    expect(err.message).toContain('deploy/nginx.conf');
  });
});
