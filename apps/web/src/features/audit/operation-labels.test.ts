// Every operation of the contract has words people read, in all five languages: a new operation
// without a label (or without its translations) fails here (docs/product/screens.md#audit-log).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { auditEntityTypeValues, languageValues } from '@backoffice/api-client';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../../server/test/helpers/contract.ts';
import { ENTITY_TYPE_LABELS } from './entity-labels.ts';
import { OPERATION_LABELS, RECORDED_OPERATIONS, RECORDED_READS, SERVER_OPERATIONS } from './operation-labels.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../../../locales');

/** msgid → msgstr of a catalog (one-line entries, as the extractor writes them). */
function catalog(language: string): Map<string, string> {
  const text = readFileSync(path.join(localesDir, language, 'app.po'), 'utf8');
  return new Map([...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((match) => [match[1]!, match[2]!]));
}

const catalogs = Object.fromEntries(languageValues.map((language) => [language, catalog(language)]));
const contractOperations = [...operations.keys()];

describe('operation labels', () => {
  it('walks the bundled contract: every operationId has a label', () => {
    expect(contractOperations.length).toBeGreaterThan(80);
    const missing = contractOperations.filter((id) => !Object.hasOwn(OPERATION_LABELS, id));
    expect(missing).toEqual([]);
  });

  it('labels nothing that is neither in the contract nor the server’s own work', () => {
    const extra = Object.keys(OPERATION_LABELS).filter(
      (id) => !contractOperations.includes(id as never) && !(SERVER_OPERATIONS as readonly string[]).includes(id),
    );
    expect(extra).toEqual([]);
  });

  it.each(languageValues)('every label and record kind is translated in %s, and no two operations read alike', (language) => {
    const messages = catalogs[language]!;
    const ids = [...Object.values(OPERATION_LABELS), ...Object.values(ENTITY_TYPE_LABELS)].map((descriptor) => descriptor.id);
    const untranslated = ids.filter((id) => !messages.get(id));
    expect(untranslated).toEqual([]);
    const words = Object.values(OPERATION_LABELS).map((descriptor) => messages.get(descriptor.id));
    const twice = words.filter((word, index) => words.indexOf(word) !== index);
    expect(twice).toEqual([]);
  });

  it('offers in the filter every write of the contract, the recorded reads and the purge, and no other read', () => {
    const writes = [...operations.values()].filter((op) => op.method !== 'GET').map((op) => op.operationId);
    const expected = [...writes, ...RECORDED_READS, ...SERVER_OPERATIONS].sort();
    expect([...RECORDED_OPERATIONS].sort()).toEqual(expected);
    for (const read of RECORDED_READS) expect(operations.get(read)?.method).toBe('GET');
  });

  it('names every kind of record of the contract', () => {
    expect(Object.keys(ENTITY_TYPE_LABELS).sort()).toEqual([...auditEntityTypeValues].sort());
  });

  it('reads as words, not as operationIds', () => {
    expect(catalogs.de!.get(OPERATION_LABELS.updateStudent.id)).toBe('Schüler geändert');
    expect(catalogs.en!.get(OPERATION_LABELS.updateStudent.id)).toBe('Student changed');
    for (const descriptor of Object.values(OPERATION_LABELS)) expect(descriptor.message).not.toMatch(/^[a-z]+[A-Z]/);
  });
});
