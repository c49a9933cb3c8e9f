// The user/page request of the bench and the conditions Blade Console's SQL has for it (apps/api/src/db/sql/
// user-page.ts: the dept with its descendants, matched as an item of the comma-joined dept_id, and name LIKE), which
// the bare comparison server runs by hand as a page query and a count (Blade Console sends both, and each row's role
// links, as one statement). 常州刀锋 has no child depts, so its descendants are itself.
export const USER_PAGE_QUERY = { current: '1', size: '10', deptId: '1123598813738675202', name: '用户12' };

const WHERE = `is_deleted = 0 AND name LIKE $1
  AND (dept_id = $2 OR dept_id LIKE $3 OR dept_id LIKE $4 OR dept_id LIKE $5)`;

export const USER_PAGE_SQL = {
  page: `SELECT * FROM blade_user WHERE ${WHERE} ORDER BY id ASC LIMIT 10 OFFSET 0`,
  count: `SELECT count(*) AS total FROM blade_user WHERE ${WHERE}`,
  params(query) {
    const dept = String(query.deptId);
    const values = [`%${query.name}%`, dept, `${dept},%`, `%,${dept}`, `%,${dept},%`];
    return { page: values, count: values };
  },
};
