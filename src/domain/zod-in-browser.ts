// In a browser, zod compiles no parsers: its first check whether it may (`new Function`) is an eval
// the pages' Content-Security-Policy forbids and reports (the console's forms parse with the
// shop's schemas). The server keeps the compiled parsers. Imported, for this alone, by every
// module of src/domain that builds a zod schema.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
