import { setupServer } from 'msw/node';
import { createCoreHandlers } from '@portico/dev';

/**
 * The MSW server of the test run, answering the core dev API per scenario: session calls,
 * owner settings, personal config, dictionaries, reporter endpoints and fault injection.
 */
export const testServer = setupServer(...createCoreHandlers());
