// `npm run config:schema`: writes portal.config.schema.json for editors (json-schema.test.ts fails
// when the committed file differs from what this writes).
import { writeFileSync } from 'node:fs';
import { CATALOG } from '../catalog';
import { EXAMPLES } from '../dev-catalog';
import { jsonSchemaText, portalConfigJsonSchema } from './json-schema';

const out = new URL('../../portal.config.schema.json', import.meta.url);
writeFileSync(out, jsonSchemaText(portalConfigJsonSchema([...CATALOG, ...EXAMPLES])));
console.log(`wrote ${out.pathname}`);
