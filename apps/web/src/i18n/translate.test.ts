import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, t } from './translate.ts';

// Each test starts from these bundles (adding a bundle replaces the language's whole bundle).
beforeEach(() => {
  i18n.addMessages('zh', { crud: { add: '新增', required: '请输入{{label}}', only: '只有中文' }, n: { rows: '共 {{count}} 行' } });
  i18n.addMessages('en', { crud: { add: 'Add', required: 'Please enter {{label}}' } });
});
afterAll(() => {
  i18n.changeLanguage('zh');
});

describe('translate', () => {
  it('reads dotted keys in the current language, falling back to Chinese, the default value, then the key', () => {
    i18n.changeLanguage('en');
    expect(t('crud.add')).toBe('Add');
    expect(t('crud.only')).toBe('只有中文');
    expect(t('menu.post', { defaultValue: '岗位管理' })).toBe('岗位管理');
    expect(t('crud.missing')).toBe('crud.missing');
    expect(t('crud')).toBe('crud');
    i18n.changeLanguage('zh');
    expect(t('crud.add')).toBe('新增');
  });

  it('fills placeholders with the values given, numbers included, and leaves unknown ones as written', () => {
    i18n.changeLanguage('zh');
    expect(t('crud.required', { label: '岗位名称' })).toBe('请输入岗位名称');
    expect(t('crud.required', { count: 3 })).toBe('请输入{{label}}');
    expect(t('n.rows', { count: 3 })).toBe('共 3 行');
  });
});
