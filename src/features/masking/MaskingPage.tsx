import { TabPanel, TabView } from 'primereact/tabview';
import { useSearchParams } from 'wouter';
import { maskingHistoryTitle } from '../../../domain/masking';
import { useCurrentSession } from '../../app/session-context';
import { DataMaskingTab } from './DataMaskingTab';
import { MaskingHistoryTab } from './MaskingHistoryTab';

const HISTORY_TAB = 'history';

/** /masking (§2): 'Data Masking' and 'Masking History', the open tab kept in the URL (?tab=history). */
export default function MaskingPage() {
  const session = useCurrentSession();
  const [params, setParams] = useSearchParams();
  const isHistory = params.get('tab') === HISTORY_TAB;
  // Each tab has its own filters and page: a tab change starts from a clean URL.
  const openTab = (index: number) => setParams(index === 1 ? { tab: HISTORY_TAB } : {});
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Masking</h1>
      </div>
      <div className="card">
        <TabView activeIndex={isHistory ? 1 : 0} onTabChange={(e) => openTab(e.index)}>
          <TabPanel header="Data Masking">{!isHistory && <DataMaskingTab />}</TabPanel>
          <TabPanel header={maskingHistoryTitle(session)}>{isHistory && <MaskingHistoryTab />}</TabPanel>
        </TabView>
      </div>
    </div>
  );
}
