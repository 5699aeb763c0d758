/** `npm start`: everything a newcomer needs in one command (see scripts/lib/serve.ts). */
import { serve } from './lib/serve';

await serve();
