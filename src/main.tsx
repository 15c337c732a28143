import 'primereact/resources/themes/lara-light-blue/theme.css';
import './app/fonts.css';
import 'primeicons/primeicons.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBody, AppProviders } from './app/App';
import { holdBackgroundChecksUntil } from './app/flows/after-startup';
import { FlowsProvider } from './app/flows/FlowsProvider';
import { prepareInspection } from './app/flows/inspection';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-preload';
import { SessionBridge } from './app/SessionBridge';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const queryClient = createQueryClient();
// Before the first render: chunks, session and the route's first query, side by side;
// the health and version checks wait until the first screen has what it needs.
holdBackgroundChecksUntil(preloadRoute(queryClient, window.location));

// QA's flow log (?inspect) is loaded first, so it records every flow from its start; without it, nothing waits.
void prepareInspection().then(() =>
  createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <FlowsProvider>
        <SessionBridge>
          <AppBody />
        </SessionBridge>
      </FlowsProvider>
    </AppProviders>
  </StrictMode>,
  ),
);
