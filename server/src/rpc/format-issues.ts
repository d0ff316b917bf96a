// Turns zod issues into one sentence a person can act on, plus the field it is about:
// "name: is too long (at most 120 characters)", "phone_number is required"; a shared field rule's own sentence as it is.
import type * as z from 'zod/mini';
import { fieldRuleOf } from '@musawo/shared/rpc-inputs';

type Issue = z.core.$ZodIssue;

export interface ReadableIssue {
  field: string | undefined;
  message: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a number',
};

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

const missingField = (issue: Issue, input: unknown) => issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;

/** For a union, report the branch the caller most likely meant: the one with the fewest missing fields, then fewest issues. */
function pickUnionBranch(issue: Extract<Issue, { code: 'invalid_union' }>, input: unknown): Issue | undefined {
  let best: Issue[] | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const branch of issue.errors) {
    const relative = branch.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue);
    const score = relative.filter((i) => missingField(i, input)).length * 100 + relative.length;
    if (score < bestScore) {
      bestScore = score;
      best = relative;
    }
  }
  const first = best?.[0];
  if (first?.code === 'invalid_union') return pickUnionBranch(first, input);
  return first;
}

function messageFor(issue: Issue, input: unknown, label: string | undefined): string {
  if (issue.code === 'invalid_type') {
    const value = valueAt(input, issue.path);
    const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
    if (value === undefined) return label === undefined ? 'A value is required.' : `${label} is required.`;
    // zod's generic text ("Invalid input: expected string, received number") reads like a stack trace.
    const sentence = `expected ${expected}, received ${describeValue(value)}`;
    return label === undefined ? `Invalid input: ${sentence}` : `${label}: ${sentence}`;
  }
  // A shared field rule's sentence is said as the forms say it (issue 45): the field is named in `field`.
  if (label === undefined || fieldRuleOf(issue.message) !== undefined) return issue.message;
  return `${label}: ${plainer(issue)}`;
}

/** zod's default wording for sizes and options, said plainly; custom messages from the catalogue are kept. */
function plainer(issue: Issue): string {
  const isDefault = /^(Too big|Too small|Invalid option|Invalid input)/.test(issue.message);
  if (!isDefault) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long (at most ${String(issue.maximum)} characters)`;
  if (issue.code === 'too_small' && issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'must not be empty' : `is too short (at least ${String(issue.minimum)} characters)`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `has too many items (at most ${String(issue.maximum)})`;
  if (issue.code === 'too_big' || issue.code === 'too_small') return `must be ${issue.code === 'too_big' ? 'at most' : 'at least'} ${String(issue.code === 'too_big' ? issue.maximum : issue.minimum)}`;
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.map(String).join(', ')}`;
  return issue.message;
}

export function readableIssue(issues: readonly Issue[], input: unknown): ReadableIssue {
  let issue = issues[0];
  if (issue?.code === 'invalid_union') issue = pickUnionBranch(issue, input) ?? issue;
  if (issue === undefined) return { field: undefined, message: 'Invalid input.' };
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return { field, message: messageFor(issue, input, field) };
}
