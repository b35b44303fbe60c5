import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The API stand-in of every test (MSW); tests add their own answers with server.use(). */
export const server = setupServer(...defaultHandlers);
