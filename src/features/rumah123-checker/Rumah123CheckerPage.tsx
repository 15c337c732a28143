import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { formatDateTime } from '../../../domain/format';
import { R123_EMPLOYEE_COLUMNS, R123_LISTING_COLUMNS } from '../../../domain/lists/rumah123';
import { MESSAGES } from '../../../domain/messages';
import { r123CheckForm, type R123CheckAnswer, type R123CheckInput, type R123Employee, type R123Listing } from '../../../domain/rumah123';
import { checkR123Email, useR123Employees, useR123Listings } from '../../api/rumah123/rumah123';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { applyServerErrors } from '../../ui/server-errors';
import { scrollToField } from '../../ui/focus-first-invalid';
import { TextField } from '../../ui/TextField';
import { useUrlQuery } from '../../ui/use-url-query';

const LISTING_COLUMNS = sharedColumns<R123Listing>(R123_LISTING_COLUMNS, {
  listingCode: { body: (l) => <Link href={`/listing/${encodeURIComponent(l.listingId)}/detail`}>{l.listingCode}</Link> },
  title: {},
  officeName: {},
  agentName: {},
  status: {},
  updatedAt: { body: (l) => formatDateTime(l.updatedAt) },
});
const EMPLOYEE_COLUMNS = sharedColumns<R123Employee>(R123_EMPLOYEE_COLUMNS, { name: {}, officeName: {}, portalUsername: {} });

const URL_DEFAULTS = { email: '' };

/**
 * /rumah123-checker (admin-HQ-plus, §2, §5, §8): an email (required, valid),
 * Check → 'Email Found' or 'Email Not Found' with the server's message, and
 * the listings and agents registered under it on Rumah123. The checked email
 * stays in the URL.
 */
export default function Rumah123CheckerPage() {
  const [values, set] = useUrlQuery(URL_DEFAULTS);
  const checked = values.email;
  const [answer, setAnswer] = useState<R123CheckAnswer | null>(null);
  const [listingPage, setListingPage] = useState({ page: 1, limit: 10 });
  const [employeePage, setEmployeePage] = useState({ page: 1, limit: 10 });
  const form = useForm<R123CheckInput>({ resolver: zodResolver(r123CheckForm), defaultValues: { email: checked } });
  const check = useMutation({ mutationFn: checkR123Email });
  const listingParams = checked ? { filterEmail: checked, limit: listingPage.limit, offset: (listingPage.page - 1) * listingPage.limit } : null;
  const employeeParams = checked ? { filterEmail: checked, limit: employeePage.limit, offset: (employeePage.page - 1) * employeePage.limit } : null;
  const listingsQuery = useR123Listings(listingParams);
  const employeesQuery = useR123Employees(employeeParams);
  const submit = form.handleSubmit(
    ({ email }) =>
      check.mutate(email, {
        onSuccess: (result) => {
          setAnswer(result);
          setListingPage({ page: 1, limit: listingPage.limit });
          setEmployeePage({ page: 1, limit: employeePage.limit });
          set({ email });
        },
        onError: (error) => applyServerErrors(error, form, { fields: ['email'] }),
      }),
    () => scrollToField('email'),
  );
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Rumah123 Checker</h1>
      </div>
      <form noValidate className="card form--narrow" aria-label="Check an email" onSubmit={(e) => void submit(e)}>
        <TextField id="email" label="Email" type="email" error={form.formState.errors.email?.message} registration={form.register('email')} isFullWidth />
        <div className="form-actions" style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" label="Check" icon="pi pi-search" loading={check.isPending} />
        </div>
      </form>
      {checked && (
        <>
          <section className="card" aria-labelledby="r123-listings-title">
            <h2 id="r123-listings-title" className="card-title">
              Listings on Rumah123 under {checked}
            </h2>
            <ListTable
              label="Rumah123 listings"
              query={listingsQuery}
              dataKey="listingId"
              columns={LISTING_COLUMNS}
              page={listingPage.page}
              limit={listingPage.limit}
              onPage={(page, limit) => setListingPage({ page, limit })}
              exportRequest={{ path: 'listings/r123', query: { filterEmail: checked } }}
              pendingLabel="Loading listings"
            />
          </section>
          <section className="card" aria-labelledby="r123-employees-title">
            <h2 id="r123-employees-title" className="card-title">
              Agents on Rumah123 under {checked}
            </h2>
            <ListTable
              label="Rumah123 agents"
              query={employeesQuery}
              dataKey="employeeId"
              columns={EMPLOYEE_COLUMNS}
              page={employeePage.page}
              limit={employeePage.limit}
              onPage={(page, limit) => setEmployeePage({ page, limit })}
              exportRequest={{ path: 'employees/r123', query: { filterEmail: checked } }}
              pendingLabel="Loading agents"
            />
          </section>
        </>
      )}
      {answer && (
        <Dialog header={answer.isFound ? MESSAGES.emailFound : MESSAGES.emailNotFound} visible onHide={() => setAnswer(null)} modal style={{ width: '440px' }}>
          <p>{answer.message}</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="button" label="OK" onClick={() => setAnswer(null)} />
          </div>
        </Dialog>
      )}
    </div>
  );
}
