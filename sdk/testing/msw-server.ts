import { setupServer } from 'msw/node';
import { sessionHandlers } from '@portico/core/dev-api';

/** The MSW server of the test run, answering the core session calls per scenario. */
export const testServer = setupServer(...sessionHandlers);
