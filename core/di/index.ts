export { serviceRef, type ServiceRef } from './service-ref';
export { Container, inject, injectable, type Provider, type ServiceResolver } from './container';
