import { Link } from 'wouter';
import type { DashboardCount, DashboardGroup } from '../../../domain/dashboard';
import { countWords } from '../../../domain/format';
import { useTileCount } from '../../api/dashboard/dashboard';

/** One count: the number, its words, and the list it opens, filtered. */
function CountTile({ tile, isHQ }: { tile: DashboardCount; isHQ: boolean }) {
  const query = useTileCount(tile, isHQ);
  const number = query.data ? countWords(query.data.count, query.data.isEstimate) : null;
  return (
    <li className="count-tile">
      <Link href={tile.href} className="count-tile__link">
        <span className="count-tile__number">{number ?? (query.isError ? '–' : '…')}</span>{' '}
        <span className="count-tile__label">{tile.label}</span>
        {number === null && <span className="sr-only">{query.isError ? ' (could not be counted)' : ' (counting)'}</span>}
      </Link>
    </li>
  );
}

/** The counts the signed-in user's role works from, by group, each opening its list. */
export function CountTiles({ tiles, isHQ }: { tiles: readonly DashboardCount[]; isHQ: boolean }) {
  const groups = [...new Set(tiles.map((t) => t.group))] as DashboardGroup[];
  return (
    <>
      {groups.map((group) => (
        <section key={group} className="card" aria-labelledby={`dashboard-${group}`}>
          <h2 id={`dashboard-${group}`} className="card-title">
            {group}
          </h2>
          <ul className="count-tiles">
            {tiles
              .filter((t) => t.group === group)
              .map((tile) => (
                <CountTile key={tile.key} tile={tile} isHQ={isHQ} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
