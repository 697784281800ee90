import { describe, expect, it } from 'vitest';
import { dictEnums } from '@core/dicts';

describe('dictEnums (preloaded dictionaries as value enums)', () => {
  it('maps the dict call shape to value -> { text, color }', () => {
    const enums = dictEnums([
      { dictCode: 'dict_Changereview_status', dictName: 'Change review status', subset: [{ dictValue: '1', dictLabel: 'Approved', tag: 'success' }, { dictValue: '2', dictLabel: 'Rejected' }] },
      { dictCode: 'dict_user_level', subset: [{ dictValue: '1', dictLabel: 'Main account' }] },
    ]);
    expect(enums['dict_Changereview_status']).toEqual({ '1': { text: 'Approved', color: 'success' }, '2': { text: 'Rejected' } });
    expect(enums['dict_user_level']?.['1']?.text).toBe('Main account');
  });

  it('reads the older shape (code, sunList, sunValue, sunName, sunTag)', () => {
    expect(dictEnums([{ code: 'old', sunList: [{ sunValue: 3, sunName: 'Three', sunTag: 'blue' }] }])).toEqual({ old: { '3': { text: 'Three', color: 'blue' } } });
  });

  it('skips malformed entries and never takes prototype keys', () => {
    const enums = dictEnums([null, 'x', { dictCode: '' , subset: [] }, { dictCode: 'd', subset: [null, { dictValue: '1' }, { dictLabel: 'no value' }, { dictValue: '2', dictLabel: 'Two' }] }, { dictCode: 'e' }]);
    expect(Object.keys(enums)).toEqual(['d']);
    expect(enums['d']).toEqual({ '2': { text: 'Two' } });
    expect(enums['constructor']).toBeUndefined();
    expect(dictEnums(undefined)).toEqual({});
  });
});
