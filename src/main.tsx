import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBody, AppProviders } from './app/App';
import { FlowsProvider } from './app/flows/FlowsProvider';
import { createQueryClient } from './app/query-client';
import { SessionBridge } from './app/SessionBridge';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <FlowsProvider>
        <SessionBridge>
          <AppBody />
        </SessionBridge>
      </FlowsProvider>
    </AppProviders>
  </StrictMode>,
);
