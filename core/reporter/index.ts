export * from './constants';
export * from './reporter-service';
export { DefaultReporterService, type ReporterContext } from './default-reporter-service';
export { createReporterTransport, type ReporterTransport, type BeaconImage } from './transport';
