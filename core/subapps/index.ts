export { DefaultSubAppRegistry, subAppsRef, type SubAppRegistry, type SubAppState } from './subapp-registry';
