// The production recipe's Content-Security-Policy (deploy/nginx.conf) gives the portal's own code
// no eval. zod compiles object parsers with `new Function` unless told otherwise, and even its
// probe for eval is reported as a violation; a schema reads the setting when it is made, so this
// module is the entry's first import, evaluated before any module that makes one.
import { config } from 'zod/mini';

config({ jitless: true });
