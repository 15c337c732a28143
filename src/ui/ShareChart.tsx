import { SHARE_CHANNELS, type ShareCounts } from '../../domain/entities/listing-masking';
import { SHARE_CHANNEL_LABELS } from '../../domain/listing';
import { BarChart } from './BarChart';

/**
 * Shares per channel (facebook … copyLink) as a bar chart, and the same
 * numbers as a table: the canvas says nothing to a screen reader.
 */
export function ShareChart({ counts, caption = 'Shares by channel' }: { counts: ShareCounts; caption?: string }) {
  return (
    <div className="share-chart">
      <BarChart labels={SHARE_CHANNELS.map((c) => SHARE_CHANNEL_LABELS[c])} values={SHARE_CHANNELS.map((c) => counts.socialMediaCounts[c])} label="Shares" />
      <table className="simple-table">
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Shares</th>
          </tr>
        </thead>
        <tbody>
          {SHARE_CHANNELS.map((c) => (
            <tr key={c}>
              <th scope="row">{SHARE_CHANNEL_LABELS[c]}</th>
              <td>{counts.socialMediaCounts[c]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{counts.totalCount}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
