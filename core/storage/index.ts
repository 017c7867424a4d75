export * from './storage-service';
