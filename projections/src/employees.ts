import { employeeEvents, type EmployeeEvent } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';
import { handlersOf, textIndex, type Projection } from './projection.js';

export const employeesProjection = catalogProjection('employees', employeeEvents, [
  { isActive: 1, fullNameEn: 1 },
  textIndex('employeeId', 'firstName', 'lastName', 'fullNameEn', 'fullNameAr', 'email', 'phone', 'jobTitle'),
]);

/** Employees sign in with their email (login type "employee"): their entries in `principals`. */
const key = (id: number) => `employee:${id}`;

export const employeePrincipalsProjection: Projection = {
  name: 'principals-employee',
  collections: ['principals'],
  indexes: { principals: [{ key: 1 }, { usernameLower: 1 }] },
  handlers: handlersOf<EmployeeEvent>({
    EmployeeHired: async (e, store) => {
      const d = e.data;
      await store.collection('principals').replaceOne(
        { key: key(d.employeeRecordId) },
        {
          key: key(d.employeeRecordId), id: d.employeeRecordId, userType: 'employee', username: d.email, usernameLower: String(d.email).toLowerCase(),
          email: d.email, fullNameEn: d.fullNameEn, fullNameAr: d.fullNameAr, isSuperAdmin: false, roleId: d.roleId, isActive: d.isActive,
        },
        { upsert: true },
      );
    },
    EmployeeDetailsRevised: async (e, store) => {
      const d = e.data;
      const changed: Record<string, unknown> = {};
      for (const f of ['fullNameEn', 'fullNameAr'] as const) if (d[f] !== undefined) changed[f] = d[f];
      if (d.email !== undefined) Object.assign(changed, { email: d.email, username: d.email, usernameLower: String(d.email).toLowerCase() });
      if (Object.keys(changed).length) await store.collection('principals').updateOne({ key: key(d.employeeRecordId) }, { $set: changed });
    },
    EmployeeRoleChanged: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.employeeRecordId) }, { $set: { roleId: e.data.roleId } })),
    EmployeeReactivated: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.employeeRecordId) }, { $set: { isActive: true } })),
    EmployeeDeactivated: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.employeeRecordId) }, { $set: { isActive: false } })),
    EmployeeRemoved: async (e, store) => void (await store.collection('principals').deleteOne({ key: key(e.data.employeeRecordId) })),
  }),
};
