export * from './request-service';
export { DefaultRequestService, readCookie, type RequestContext } from './default-request-service';
export { REQUEST_MESSAGES, SUCCESS_CODES } from './messages';
export { AnswerTooLargeError, readLimitedText } from './read-body';
