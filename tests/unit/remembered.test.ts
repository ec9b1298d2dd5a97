import { describe, expect, it } from 'vitest';
import { remembered } from '../../src/rules/remembered.ts';

describe('remembered', () => {
  it('computes a string once and answers it again from memory, undefined and null included', () => {
    const asked: string[] = [];
    const lookup = remembered((key: string) => {
      asked.push(key);
      return key === 'none' ? undefined : key.length;
    });
    expect([lookup('abc'), lookup('abc'), lookup('none'), lookup('none')]).toEqual([3, 3, undefined, undefined]);
    expect(asked).toEqual(['abc', 'none']);
  });

  it('forgets the oldest string once it holds its size', () => {
    const asked: string[] = [];
    const lookup = remembered((key: string) => {
      asked.push(key);
      return key;
    }, 2);
    lookup('a');
    lookup('b');
    lookup('c');
    lookup('b');
    lookup('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
