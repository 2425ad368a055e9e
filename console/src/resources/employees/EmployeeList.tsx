import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { UnlockSignInButton } from '../../components/accounts/UnlockSignInButton';
import { StopCalendarLinkButton } from '../../components/accounts/StopCalendarLinkButton';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { ReferenceNameCol } from '../../components/lists/ReferenceNameCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { ActiveCol } from '../../components/lists/ActiveCol';
import { keepUploads, omitEmpty, pipe } from '../../components/forms/transforms';
import { employeeTabs } from './EmployeeTabs';
import { EMPLOYEES } from './i18n';
import { EmployeeView } from './EmployeeView';
import { JobTitleField } from './jobTitles';

// Spec: a submit blocked by an empty branch, region, role or salary says 'Please fill all
// required fields (Branch, Region, Role, Salary)'; any other problem is named as it is.
const messages = { ...resourceCrudMessages(EMPLOYEES, 'app.msg.validation.employeeRequiredFields'), invalidFields: ['branchId', 'regionId', 'roleId', 'currentSalary'] };

const dialog = {
  tabbed: true,
  maxWidth: 'md' as const,
  // an empty password on edit keeps the current one; stored documents are not sent back
  transform: pipe(omitEmpty('password'), keepUploads('documents')),
};

const rowActions = (
  <>
    <UnlockSignInButton endpoint="employees" />
    <StopCalendarLinkButton endpoint="employees" />
  </>
);

export const EmployeeList = () => {
  const [viewing, setViewing] = useState<Identifier | null>(null);
  return (
    <>
      <DataTable messages={messages} form={employeeTabs()} dialog={dialog} onView={setViewing} rowActions={rowActions} sort={{ field: 'employeeId', order: 'ASC' }} lead={['fullName']} rowLabel="fullName">
        <DataTable.Col source="employeeId" />
        <LocalizedCol source="fullName" />
        <DataTable.Col source="jobTitle">
          <JobTitleField />
        </DataTable.Col>
        <ReferenceNameCol source="branchId" name="branchName" />
        <ReferenceNameCol source="roleId" name="roleName" />
        <ActiveCol />
      </DataTable>
      {viewing !== null && <EmployeeView id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};
