import { Link as RouterLink } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { PageFrame, LoadState, Pager, useAnswer, useClientPages } from '@portico/ui';
import { ACCOUNT_API } from '../../api';
import { QUALIFICATION_LIST_PAGE_SIZE } from '../../constants';
import { BASE } from '../../routes';
import { DESCRIPTIONS } from '../messages';
import { toolboxHome, toolboxStep } from './crumbs';
import { AuditBadge } from './AuditBadge';
import { ACCOUNT_MESSAGES as M } from './messages';
import { parseQualifications, type Qualification } from './parse';
import { useAccountStyles } from './styles';

const L = M.qualificationList;
const typeName = (t: string): string => (M.qualification.types as Readonly<Record<string, string>>)[t] ?? t;
const NONE: readonly Qualification[] = [];
const validity = (q: Qualification): string =>
  q.validFrom && q.validTo ? L.validity(q.validFrom, q.validTo) : q.validFrom ? L.longTerm(q.validFrom) : L.none;

/**
 * 资质列表 (spec §2.2 personal/QualificationList): the uploaded qualifications from our list call,
 * with their §4 audit status, validity and rejection reason; rows with unusable fields are
 * skipped one by one; none shows 暂无数据. The list call is not paged: the page pages it
 * ({@link QUALIFICATION_LIST_PAGE_SIZE} rows at a time).
 */
export default function QualificationListPage({ title }: PageProps) {
  const s = useAccountStyles();
  const request = useService(requestRef);
  const [result, retry] = useAnswer(async () =>
    parseQualifications(await request.call<unknown>(ACCOUNT_API.qualificationList)),
  );
  const pages = useClientPages(result.state === 'ready' ? result.value : NONE, QUALIFICATION_LIST_PAGE_SIZE);
  return (
    <PageFrame
      title={title}
      crumbs={[toolboxHome(), toolboxStep('/personal/Index')]}
      description={DESCRIPTIONS['/personal/QualificationList']}
      actions={
        <RouterLink to={`${BASE}/personal/Index`} className={s.link}>
          {L.upload}
        </RouterLink>
      }
    >
      <LoadState answer={result} retry={retry} />
      {result.state === 'ready' &&
        (result.value.length === 0 ? (
          <p className={s.empty}>{M.empty}</p>
        ) : (
          <>
            <Table aria-label={L.caption} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{L.columns.type}</TableHeaderCell>
                  <TableHeaderCell>{L.columns.file}</TableHeaderCell>
                  <TableHeaderCell>{L.columns.status}</TableHeaderCell>
                  <TableHeaderCell>{L.columns.uploaded}</TableHeaderCell>
                  <TableHeaderCell>{L.columns.validity}</TableHeaderCell>
                  <TableHeaderCell>{L.columns.reason}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {pages.rows.map((q) => (
                  <TableRow key={q.id}>
                    <TableCell>{typeName(q.qualificationType)}</TableCell>
                    <TableCell>{q.fileName}</TableCell>
                    <TableCell>
                      <AuditBadge status={q.auditStatus} />
                    </TableCell>
                    <TableCell>{q.uploadTime || L.none}</TableCell>
                    <TableCell>{validity(q)}</TableCell>
                    <TableCell>{q.rejectReason ?? L.none}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pages.total > pages.pageSize && (
              <Pager page={pages.page} pageSize={pages.pageSize} total={pages.total} onPageChange={pages.setPage} />
            )}
          </>
        ))}
    </PageFrame>
  );
}
