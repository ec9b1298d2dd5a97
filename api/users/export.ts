import ExcelJS from 'exceljs';
import type { Database } from '../db/index.ts';
import type { UserAdmin } from './access.ts';
import { userList, type UserView } from './list.ts';
import type { Translate } from './texts.ts';

const PAGE = 500;

interface Column {
  key: string;
  width: number;
  value: (u: UserView, t: Translate) => string | Date;
}

const yesNo = (b: boolean, t: Translate) => t(b ? 'values.yes' : 'values.no');

// The columns read like the file a mass upload takes (api/users/import.ts), so an export can be edited and sent back.
const columns: Column[] = [
  { key: 'username', width: 20, value: (u) => u.username },
  { key: 'name', width: 28, value: (u) => u.name },
  { key: 'email', width: 32, value: (u) => u.email },
  { key: 'language', width: 12, value: (u) => u.language.id },
  { key: 'roles', width: 24, value: (u) => u.roles.map((r) => r.name).join('; ') },
  { key: 'groupRole', width: 18, value: (u) => u.groupRole?.name ?? '' },
  { key: 'sorg', width: 12, value: (u) => u.userAreas.map((a) => a.sorg).join('; ') },
  { key: 'areaLimitation', width: 16, value: (u) => u.userAreas.map((a) => a.limitation).join('; ') },
  { key: 'value', width: 14, value: (u) => u.userAreas.map((a) => a.value).join('; ') },
  { key: 'option', width: 12, value: (u) => u.userAreas.map((a) => a.option).join('; ') },
  { key: 'contentTargetMarkets', width: 28, value: (u) => u.contentTargetMarkets.map((m) => m.id).join('; ') },
  { key: 'custCode', width: 14, value: (u) => u.customer?.r3 ?? '' },
  { key: 'userLimitation', width: 12, value: (u) => u.limitation ?? '' },
  { key: 'sendEmail', width: 10, value: (u, t) => yesNo(u.sendEmail, t) },
  { key: 'sendEmailWarranty', width: 10, value: (u, t) => yesNo(u.sendEmailWarranty, t) },
  { key: 'isFakeEmail', width: 10, value: (u, t) => yesNo(u.isFakeEmail, t) },
  { key: 'createdAt', width: 20, value: (u) => new Date(u.createdAt) },
];

/** The active users the admin may manage (of these group roles, when given), sorted by username, as one sheet. */
export async function usersWorkbook(db: Database, admin: UserAdmin, groupRoleIds: number[], t: Translate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('excel.sheet'));
  sheet.columns = columns.map((c) => ({ header: t(`fields.${c.key}`), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('createdAt').numFmt = 'yyyy-mm-dd hh:mm';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Page by page, so a country's thousands of dealers never sit in memory as one query's views.
  for (let page = 1; ; page++) {
    const { users, info } = await userList(db, admin, { groupRoleIds, page, limit: PAGE, sort: { sortBy: 'username', order: 'ASC' } });
    for (const u of users) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(u, t)])));
    if (page >= info.pageTotal) break;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const usersFileName = (today: string) => `users-${today}.xlsx`;
