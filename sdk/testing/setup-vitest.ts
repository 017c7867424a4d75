import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { testServer } from './msw-server';

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  testServer.resetHandlers();
  document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => testServer.close());
