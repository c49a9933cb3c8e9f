// The classification tree of the starter term base (apps/api/src/seed/starter-terms.ts files the CC-CEDICT entries
// marked with a field under it) and the class of its everyday words. The console shows a classification that still
// holds one of these names by its English name in English (apps/web/src/i18n/locales/en/seed.ts).

/** The everyday words' classification, after the tree. */
export const COMMON_CLASS = '常用词';

/** Each classification (parent, then child) and the CC-CEDICT field marks filed under it. */
export const STARTER_CLASSES: Array<{ name: string; children: Array<{ name: string; marks: string[] }> }> = [
  {
    name: '科学技术',
    children: [
      { name: '计算机', marks: ['computing', 'electronics'] },
      { name: '数学', marks: ['math.', 'statistics'] },
      { name: '物理', marks: ['physics'] },
      { name: '化学', marks: ['chemistry'] },
      { name: '天文', marks: ['astronomy'] },
      { name: '地质与气象', marks: ['geology', 'meteorology'] },
    ],
  },
  {
    name: '生命与医学',
    children: [
      { name: '医学', marks: ['medicine', 'pharmacology'] },
      { name: '解剖', marks: ['anatomy'] },
      { name: '生物', marks: ['biology', 'zoology'] },
      { name: '植物', marks: ['botany'] },
    ],
  },
  {
    name: '经济与法律',
    children: [
      { name: '金融', marks: ['finance'] },
      { name: '经济', marks: ['economics'] },
      { name: '法律', marks: ['law'] },
    ],
  },
  {
    name: '文化与社会',
    children: [
      { name: '体育', marks: ['sports'] },
      { name: '音乐', marks: ['music'] },
      { name: '语言学', marks: ['linguistics'] },
      { name: '军事', marks: ['military'] },
      { name: '成语', marks: ['idiom'] },
    ],
  },
];
