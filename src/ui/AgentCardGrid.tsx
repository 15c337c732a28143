import type { UseQueryResult } from '@tanstack/react-query';
import { Paginator } from 'primereact/paginator';
import type { ReactNode } from 'react';
import { AGENT_GRID_PAGE_SIZE, type AgentCard } from '../../domain/agent-settings';
import type { ListPayload } from '../../domain/entities/common';
import { initials } from '../../domain/format';
import { EmptyState, QueryError, QueryPending } from './QueryState';
import { RoleBadge } from './RoleBadge';

interface AgentCardGridProps {
  /** The grid's accessible name ('Agents of Genius Bandung'). */
  label: string;
  query: UseQueryResult<ListPayload<AgentCard>>;
  /** 1-based; the screen keeps it (in its URL). */
  page: number;
  onPage: (page: number) => void;
  /** What a card offers under its details (Setting Agent's 'Settings' button). */
  action?: (card: AgentCard) => ReactNode;
  /** A line of the card under the listing count (the commission). */
  detail?: (card: AgentCard) => ReactNode;
  pendingLabel?: string;
}

const listingCountText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'Listing' : 'Listings'}`;

/**
 * The office agent grid of §9: user cards of §3 (photo or initials, nickname,
 * listing count, role badges), 12 a page with a paginator, and the pending,
 * error and empty states. Setting Agent and the office detail show it.
 */
export function AgentCardGrid({ label, query, page, onPage, action, detail, pendingLabel = 'Loading agents' }: AgentCardGridProps) {
  if (query.isPending) return <QueryPending label={pendingLabel} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { results, count } = query.data;
  if (results.length === 0) return <EmptyState />;
  return (
    <div className="agent-grid" aria-busy={query.isPlaceholderData}>
      <ul className="agent-grid__cards" aria-label={label}>
        {results.map((card) => (
          <li key={card.employeeId} className="agent-card" aria-label={card.nickName ?? card.name}>
            <Avatar card={card} />
            <div className="agent-card__body">
              <p className="agent-card__nick">{card.nickName ?? card.name}</p>
              {card.nickName && card.nickName !== card.name && <p className="agent-card__name">{card.name}</p>}
              <p className="agent-card__count">{listingCountText(card.listingCount)}</p>
              {detail?.(card)}
              <RoleBadge roles={card.roles} />
            </div>
            {action && <div className="agent-card__action">{action(card)}</div>}
          </li>
        ))}
      </ul>
      <Paginator
        first={(page - 1) * AGENT_GRID_PAGE_SIZE}
        rows={AGENT_GRID_PAGE_SIZE}
        totalRecords={count}
        onPageChange={(e) => onPage(e.page + 1)}
        template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
        currentPageReportTemplate="{first}–{last} of {totalRecords}"
      />
    </div>
  );
}

function Avatar({ card }: { card: AgentCard }) {
  if (card.profilePic) return <img className="agent-card__avatar" src={card.profilePic} alt="" width={64} height={64} />;
  return (
    <span className="agent-card__avatar agent-card__avatar--initials" aria-hidden="true">
      {initials(card.nickName ?? card.name)}
    </span>
  );
}
