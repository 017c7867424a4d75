export * from './scenarios';
export * from './envelope';
export { sessionHandlers } from './session-handlers';
