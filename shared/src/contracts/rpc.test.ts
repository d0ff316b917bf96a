import { catalogue } from './rpc';
import { inputs } from './rpc-inputs';

const actionsOf = (c: object) => Object.entries(c).flatMap(([service, group]) => Object.keys(group as object).map((action) => `${service}/${action}`)).sort();

describe('RPC catalogue', () => {
  it('has an input schema for every action with an answer schema, and none for anything else', () => {
    expect(actionsOf(inputs)).toEqual(actionsOf(catalogue));
    expect(actionsOf(catalogue).length).toBeGreaterThan(40);
  });
});
