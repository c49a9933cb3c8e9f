// Approve before publish. A message's place on the board is kept in the row's status (Blade's BaseEntity column, 1
// by default): published rows are public; pending ones wait for a moderator. The switch is a platform param like the
// site name, off by default (the spec's board publishes at once).
import { TRANSLATE_MESSAGE_REVIEW } from '@blade/contract';

export const MESSAGE_PUBLISHED = 1;
export const MESSAGE_PENDING = 0;

/** The switch as the seed writes it: off. */
export const MESSAGE_REVIEW_PARAM = {
  paramName: '留言审核',
  paramKey: TRANSLATE_MESSAGE_REVIEW,
  paramValue: 'false',
  remark: 'true：访客新留言须留言管理员审核通过后才在留言板显示；false：直接显示',
};
