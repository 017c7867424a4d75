export { serviceRef, type ServiceRef } from './service-ref';
export { Container, inject, injectable, type Provider, type RegisterOptions, type ServiceResolver } from './container';
