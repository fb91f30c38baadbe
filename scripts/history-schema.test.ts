// The committed JSON Schemas of the published files are what the valibot schemas generate: a format
// change that forgets `npm run schema` fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asJson, historySchemas, SCHEMA_DIR } from './history-schema.ts';

describe('docs/schema', () => {
  it.each(Object.entries(historySchemas()))('%s is what the code reads', (name, schema) => {
    expect(JSON.parse(readFileSync(join(SCHEMA_DIR, name), 'utf8'))).toEqual(asJson(schema));
  });

  it('describes the fields a manifest must have', () => {
    const manifest = historySchemas()['manifest.schema.json'] as { required: string[] };
    expect(manifest.required).toEqual(
      expect.arrayContaining(['format', 'asOf', 'hours', 'days', 'openHour', 'catalogueAt']),
    );
  });
});
