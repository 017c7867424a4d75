// `npm run config:schema`: writes portal.config.schema.json for editors.
import { writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { portalConfigSchema } from './schema';

const out = new URL('../../portal.config.schema.json', import.meta.url);
const schema = { ...z.toJSONSchema(portalConfigSchema), title: 'Portico portal.config.json' };
writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`wrote ${out.pathname}`);
