import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { ArticleRow } from '../../../../domain/entities/article';
import type { ListPayload } from '../../../../domain/entities/common';
import { ARTICLE_COLUMNS } from '../../../../domain/lists/blog';
import type { ListRequest } from '../../../api/lists/export-list-csv';
import type { ListSort } from '../../../ui/list-sort';
import { sharedColumns } from '../../../ui/list-table-columns';
import { ListTable } from '../../../ui/ListTable';
import { StatusTag } from '../../../ui/StatusTag';
import { contentStatusTag, postDetailPath } from '../post-display';

interface Props {
  query: UseQueryResult<ListPayload<ArticleRow>>;
  exportRequest: ListRequest;
  page: number;
  limit: number;
  sort: ListSort;
  onPage: (page: number, limit: number) => void;
  onSort: (sort: ListSort) => void;
}

const COLUMNS = sharedColumns<ArticleRow>(ARTICLE_COLUMNS, {
  title: { isSortable: true, body: (row) => <Link href={postDetailPath(row.articleId)}>{row.title}</Link> },
  categories: {},
  authorName: {},
  status: { kind: 'status', body: (row) => <StatusTag {...contentStatusTag(row.status)} /> },
  publicationAt: { kind: 'date', isSortable: true },
  createdAt: { kind: 'date', isSortable: true },
});

/** One page of posts; the server pages and sorts. A row opens the post, and its title is the same link for keyboards. */
export function PostsTable({ query, exportRequest, page, limit, sort, onPage, onSort }: Props) {
  const [, navigate] = useLocation();
  return (
    <ListTable
      label="Posts"
      query={query}
      dataKey="articleId"
      columns={COLUMNS}
      page={page}
      limit={limit}
      onPage={onPage}
      sort={sort}
      onSort={onSort}
      exportRequest={exportRequest}
      pendingLabel="Loading posts"
      onRowClick={(row) => navigate(postDetailPath(row.articleId))}
    />
  );
}
