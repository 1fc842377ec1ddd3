import { describe, expect, it } from 'vitest';
import { pageNumbers, parsePage } from './page-links.util';

describe('page links', () => {
  it('shows first, last and two either side of the current page, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('reads ?page= as a positive whole number, else 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '9999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('pageNumbers on longer lists', () => {
  it('shows the ends and two pages either side, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 21)).toEqual([1, 2, 3, null, 21]);
    expect(pageNumbers(10, 21)).toEqual([1, null, 8, 9, 10, 11, 12, null, 21]);
    expect(pageNumbers(5, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
