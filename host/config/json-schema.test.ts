import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { EXAMPLES } from '../dev-catalog';
import { jsonSchemaText, portalConfigJsonSchema } from './json-schema';

const committed = readFileSync(new URL('../../portal.config.schema.json', import.meta.url), 'utf8');
const schema = portalConfigJsonSchema([...CATALOG, ...EXAMPLES]);
type Entry = { properties: Record<string, { properties?: Record<string, unknown> }> };
const plugins = (schema.properties as { plugins: { properties: Record<string, Entry> } }).plugins.properties;

describe('portal.config.schema.json', () => {
  it('is what `npm run config:schema` writes (run it after changing the config or an options schema)', () => {
    expect(committed).toBe(jsonSchemaText(schema));
  });

  it("describes each plugin's options with that plugin's own schema, not any object", () => {
    expect(plugins.toolbox.properties.options.properties?.workOrderScheme).toMatchObject({ enum: ['old', 'new'] });
    expect(plugins['daily-tips'].properties.options.properties?.pageSize).toMatchObject({ maximum: 20 });
    expect(plugins['login-agreement'].properties.options.properties).toHaveProperty('agreementUrl');
  });

  it('gives a plugin without options only `enabled`', () => {
    expect(Object.keys(plugins.header.properties)).toEqual(['enabled']);
  });
});
