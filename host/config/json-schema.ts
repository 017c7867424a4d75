import * as z from 'zod/mini';
import type { CatalogEntry } from '../select-plugins';
import { portalConfigSchema } from './schema';

type JsonSchema = Record<string, unknown>;

/** A zod schema (what the SDK's `configSchemas` build); a plugin may bring any `safeParse`. */
const isZod = (schema: unknown): schema is z.ZodMiniType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** A plugin's `options` as an editor reads them: what an admin writes (the schema's input side). */
const optionsJsonSchema = (options: z.ZodMiniType): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/**
 * The JSON Schema of portal.config.json for editors (`npm run config:schema` writes it): the config
 * schema itself, with each catalog plugin's entry described by that plugin's own options schema, so
 * an editor completes and checks `plugins.<id>.options` as the portal will at boot. An id the
 * catalog does not know keeps the generic entry (the portal reports it when it starts).
 */
export function portalConfigJsonSchema(catalog: readonly CatalogEntry[]): JsonSchema {
  const schema = z.toJSONSchema(portalConfigSchema) as unknown as JsonSchema & {
    properties: { plugins: { additionalProperties: JsonSchema & { properties: JsonSchema } } };
  };
  const generic = schema.properties.plugins.additionalProperties;
  const known: Record<string, JsonSchema> = {};
  // A catalog plugin is never remote: its entry has no `from` or `integrity`.
  const { from: _from, integrity: _integrity, ...builtIn } = generic.properties;
  for (const { plugin } of catalog) {
    known[plugin.id] = !plugin.options
      ? { ...generic, properties: { enabled: generic.properties.enabled } }
      : isZod(plugin.options)
        ? { ...generic, properties: { ...builtIn, options: optionsJsonSchema(plugin.options) } }
        : { ...generic, properties: builtIn };
  }
  schema.properties.plugins = { ...schema.properties.plugins, properties: known } as typeof schema.properties.plugins;
  return { ...schema, title: 'Portico portal.config.json' };
}

/** The file's text: two-space JSON and a final newline, as Prettier leaves it. */
export const jsonSchemaText = (schema: JsonSchema): string => `${JSON.stringify(schema, null, 2)}\n`;
