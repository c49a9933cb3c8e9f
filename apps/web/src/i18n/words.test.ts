// The console's words as i18next gives them: English plurals, numbers and dates through Intl in the language shown,
// and validation messages built per field that read naturally in both languages.
import { describe, expect, it } from 'vitest';
import { requiredMessage } from '../components/crud/validate.ts';
import type { CrudFormField } from '../components/crud/crud-types.ts';
import { lowerCaseLabel } from './lower-case-label.ts';
import { testInstance } from './test-instance.ts';

describe('plurals and numbers', () => {
  it('counts selected rows with the singular and plural of English, and one form in Chinese', async () => {
    const en = await testInstance('en');
    expect(en.t('crud:list.selected', { count: 1 })).toBe('1 row selected');
    expect(en.t('crud:list.selected', { count: 1500 })).toBe('1,500 rows selected');
    const zh = await testInstance('zh');
    expect(zh.t('crud:list.selected', { count: 1 })).toBe('已选 1 项');
    expect(zh.t('crud:list.selected', { count: 1500 })).toBe('已选 1,500 项');
  });

  it('formats totals as numbers of the language shown ("共 N 条")', async () => {
    const en = await testInstance('en');
    expect(en.t('crud:list.displayedRows', { from: 1, to: 10, count: 12345 })).toBe('1–10 of 12,345');
    expect(en.t('translate:sort.total', { count: 1 })).toBe('1 entry');
    expect(en.t('translate:sort.total', { count: 2500 })).toBe('2,500 entries');
    const zh = await testInstance('zh');
    expect(zh.t('crud:list.displayedRows', { from: 1, to: 10, count: 12345 })).toBe('1–10 共 12,345 条');
    expect(zh.t('translate:sort.total', { count: 2500 })).toBe('共 2,500 条');
    expect(zh.t('admin:user.importReport', { total: 1200, inserted: 1000, updated: 150, failed: 50 })).toBe(
      '共 1,200 行, 新增 1,000, 更新 150, 失败 50',
    );
  });

  it('formats the dates the console stamps itself with Intl, in the language shown', async () => {
    const at = new Date(2026, 10, 27, 18, 5, 0);
    const style = { dateStyle: 'medium', timeStyle: 'medium' } as const;
    expect((await testInstance('en')).t('layout:errorLog.at', { time: at })).toBe(new Intl.DateTimeFormat('en', style).format(at));
    expect((await testInstance('zh')).t('layout:errorLog.at', { time: at })).toBe(new Intl.DateTimeFormat('zh', style).format(at));
  });
});

describe('validation messages', () => {
  const field = (label: CrudFormField['label'], type?: CrudFormField['type']): CrudFormField => ({ name: 'x', label, type });

  it('name the field inside the sentence: "Please choose the post type", "请选择岗位类型"', async () => {
    const en = await testInstance('en');
    en.addResourceBundle('en', 'entity', { 'screen-post': { 'field.category': 'Post type' } });
    expect(requiredMessage(en.t, field('entity:screen-post.field.category', 'select'))).toBe('Please choose the post type');
    expect(requiredMessage(en.t, field('system:user.account'))).toBe('Please enter the account');
    const zh = await testInstance('zh');
    zh.addResourceBundle('zh', 'entity', { 'screen-post': { 'field.category': '岗位类型' } });
    expect(requiredMessage(zh.t, field('entity:screen-post.field.category', 'select'))).toBe('请选择岗位类型');
    expect(requiredMessage(zh.t, field('system:user.account'))).toBe('请输入登录账号');
  });

  it('keep the capitals of words written in capitals, and leave other languages as they are', () => {
    expect(lowerCaseLabel('API scope', 'en')).toBe('API scope');
    expect(lowerCaseLabel('SM2 public key', 'en')).toBe('SM2 public key');
    expect(lowerCaseLabel('MinIO Endpoint', 'en')).toBe('MinIO endpoint');
    expect(lowerCaseLabel('Post Type', 'zh')).toBe('Post Type');
  });
});
