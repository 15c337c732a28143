import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { slugFromTitle } from '../../../domain/blog';
import type { Employee } from '../../../domain/entities/employee';
import { MESSAGES } from '../../../domain/messages';
import { useAuthor } from '../../api/authors/get-author';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { authorDetailPath, authorName, AUTHORS_PATH } from './author-display';
import { AuthorForm } from './AuthorForm';
import { EmployeePicker } from '../../ui/EmployeePicker';

const PICKER_ID = 'author-employee';

/** /author/create: pick an employee, give them a website link. */
function CreateAuthor() {
  const [, navigate] = useLocation();
  const [employee, setEmployee] = useState<Employee | null>(null);
  const [pickerError, setPickerError] = useState<string | undefined>();
  const subject = employee
    ? { employeeId: employee.employeeId, slugAuthor: employee.slugAuthor, suggestion: slugFromTitle(employee.user?.name ?? '') }
    : null;
  return (
    <div className="page">
      <h1 className="page-title">Create Author</h1>
      <AuthorForm
        subject={subject}
        submitLabel="Create Author"
        onCancel={() => navigate(AUTHORS_PATH)}
        onMissingSubject={() => {
          setPickerError(MESSAGES.required('Employee'));
          document.getElementById(PICKER_ID)?.focus();
        }}
        who={
          <EmployeePicker
            id={PICKER_ID}
            error={pickerError}
            onChange={(picked) => {
              setEmployee(picked);
              if (picked) setPickerError(undefined);
            }}
          />
        }
      />
    </div>
  );
}

/** /author/{employeeId}/edit: change the website link. */
function EditAuthor({ employeeId }: { employeeId: string }) {
  const [, navigate] = useLocation();
  const query = useAuthor(employeeId);
  if (query.isPending) return <QueryPending label="Loading author" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const author = query.data;
  return (
    <div className="page">
      <h1 className="page-title">Edit Author</h1>
      <AuthorForm
        subject={{ employeeId: author.employeeId, slugAuthor: author.slugAuthor, suggestion: slugFromTitle(author.name) }}
        submitLabel="Save"
        onCancel={() => navigate(authorDetailPath(author.employeeId))}
        who={
          <p>
            <strong>{authorName(author)}</strong>
          </p>
        }
      />
    </div>
  );
}

/** /author/create and /author/{employeeId}/edit (§2). */
export default function AuthorFormPage() {
  const { employeeId } = useParams<{ employeeId?: string }>();
  return employeeId ? <EditAuthor key={employeeId} employeeId={employeeId} /> : <CreateAuthor />;
}
