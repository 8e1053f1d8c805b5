// Every operation of the contract has a handler: none answers 501.
import { describe, expect, it } from 'vitest';
import { loadOperations } from '../src/contract/spec.ts';
import { handlers } from '../src/modules/index.ts';

describe('the server implements the whole contract', () => {
  it('has a handler for every operationId and none the contract does not know', () => {
    const ids = loadOperations().map((op) => op.operationId);
    expect(ids.filter((id) => !handlers[id])).toEqual([]);
    expect(Object.keys(handlers).filter((id) => !ids.includes(id as never))).toEqual([]);
  });
});
