import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { testServer } from './msw-server';

// The first render of a file transforms the lazy chunks it imports; on a busy 2-core CI machine
// that alone can pass the default 1 s of findBy*. Assertions still fail when the UI is wrong.
configure({ asyncUtilTimeout: 20000 });

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  testServer.resetHandlers();
  document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => testServer.close());
