/**
 * A typed, namespaced token for a service in the container (`core.request`, `plugin.help.api`).
 * The phantom `T` field carries the service type; it is never set at run time.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** Type carrier only; always undefined. */
  readonly T?: T;
}

const ID_PATTERN = /^(core|plugin|host)\.[a-z0-9][a-z0-9.-]*$/i;

/** Creates a service token. Ids are namespaced: `core.*`, `plugin.<id>.*` or `host.*`. */
export function serviceRef<T>(id: string): ServiceRef<T> {
  if (!ID_PATTERN.test(id)) {
    throw new Error(`PORTICO_E_SERVICE_REF: service id "${id}" must start with core., plugin. or host.`);
  }
  return Object.freeze({ id, toString: () => `ServiceRef(${id})` }) as ServiceRef<T>;
}
