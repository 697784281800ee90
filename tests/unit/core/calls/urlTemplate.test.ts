import { describe, expect, it } from 'vitest';
import { fillUrlTemplate, hasPlaceholder, placeholdersOf } from '@core/calls/urlTemplate';

describe('permission URL templates', () => {
  it('fills a placeholder from the params and takes that param out of the query', () => {
    expect(fillUrlTemplate('/eps/config/uc/news/{id}', { id: 7, pageNum: 1 })).toEqual({ url: '/eps/config/uc/news/7', params: { pageNum: 1 } });
    expect(fillUrlTemplate('/eps/config/file/oss/ids/{id}', { id: ' att-1 ' })).toEqual({ url: '/eps/config/file/oss/ids/att-1', params: undefined });
    expect(fillUrlTemplate('/a/{x}/b/{y}/{x}', { x: 'p', y: 'q' })).toEqual({ url: '/a/p/b/q/p', params: undefined });
  });

  it('encodes each value as one segment: a slash, a dot-dot or a query cannot change the path', () => {
    expect(fillUrlTemplate('/eps/config/file/oss/ids/{id}', { id: '../admin' })).toMatchObject({ url: '/eps/config/file/oss/ids/..%2Fadmin' });
    expect(fillUrlTemplate('/eps/config/file/oss/ids/{id}', { id: 'a/b' })).toMatchObject({ url: '/eps/config/file/oss/ids/a%2Fb' });
    expect(fillUrlTemplate('/eps/config/file/oss/ids/{id}', { id: 'x?y=1#z' })).toMatchObject({ url: '/eps/config/file/oss/ids/x%3Fy%3D1%23z' });
    expect(fillUrlTemplate('/eps/config/file/oss/ids/{id}', { id: '报告' })).toMatchObject({ url: '/eps/config/file/oss/ids/%E6%8A%A5%E5%91%8A' });
  });

  it('names the first placeholder without a usable value: absent, empty, null, an object, or a dot segment', () => {
    for (const params of [undefined, {}, { id: '' }, { id: '  ' }, { id: null }, { id: { a: 1 } }, { id: ['1'] }, { id: Number.NaN }, { id: '.' }, { id: '..' }]) {
      expect(fillUrlTemplate('/eps/config/uc/news/{id}', params as Record<string, unknown> | undefined)).toEqual({ missing: 'id' });
    }
    expect(fillUrlTemplate('/a/{x}/{y}', { x: 1 })).toEqual({ missing: 'y' });
  });

  it('leaves a URL without placeholders, and its params, as they are', () => {
    expect(fillUrlTemplate('/eps/config/uc/news/page', { id: 3 })).toEqual({ url: '/eps/config/uc/news/page', params: { id: 3 } });
    expect(fillUrlTemplate('/eps/config/uc/news/page', undefined)).toEqual({ url: '/eps/config/uc/news/page', params: undefined });
  });

  it('tells placeholders from document templates', () => {
    expect(placeholdersOf('/a/{id}/b/{name}/{id}')).toEqual(['id', 'name']);
    expect(hasPlaceholder('{id}')).toBe(true);
    expect(hasPlaceholder('${row.id}')).toBe(false);
    expect(hasPlaceholder('{1x}')).toBe(false);
  });
});
