// `npm run dev`: rebuilds on save and serves dist/ at http://localhost:5174 with CORS (PORT=… to change).
import { watchAndServe } from '@portico/sdk/build';

await watchAndServe();
