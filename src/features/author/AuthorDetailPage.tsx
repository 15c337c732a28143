import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import type { Author } from '../../../domain/entities/author';
import { accessSubject } from '../../../domain/session';
import { useAuthor } from '../../api/authors/get-author';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { AUTHORS_PATH, editAuthorPath } from './author-display';
import { FieldList } from '../../ui/FieldList';

function fields(author: Author): [string, string][] {
  return [
    ['Name', author.name],
    ['Nickname', author.nickName ?? '-'],
    ['Website Link', author.slugAuthor ?? 'Not an author yet'],
    ['Posts', String(author.articleCount)],
  ];
}

/**
 * /author/{employeeId}/{tab?}/{index?} (§2): one author. §2 gives the route
 * an optional tab and index but names no tabs, so every tab shows this one
 * view and an unknown one never shows an empty page.
 */
export default function AuthorDetailPage() {
  const { employeeId = '' } = useParams<{ employeeId: string; tab?: string; index?: string }>();
  const query = useAuthor(employeeId);
  const readsAudit = GUARDS.auditReader(accessSubject(useCurrentSession()));
  if (query.isPending) return <QueryPending label="Loading author" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const author = query.data;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{author.name}</h1>
        <span style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={AUTHORS_PATH} className="p-button p-button-outlined">
            Back to Authors
          </Link>
          <Link href={editAuthorPath(author.employeeId)} className="p-button">
            {author.slugAuthor ? 'Edit Website Link' : 'Set Website Link'}
          </Link>
        </span>
      </div>
      <section className="card" aria-labelledby="author-detail-title">
        <h2 id="author-detail-title" className="card-title">
          Author Information
        </h2>
        <FieldList rows={fields(author)} />
      </section>
      {readsAudit && <RecordHistory entityType="author" entityId={author.employeeId} />}
    </div>
  );
}
