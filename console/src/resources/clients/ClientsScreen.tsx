import { getSessionUser } from '../../auth/session';
import { ClientDirectory } from '../../lawyer/clients/ClientDirectory';
import { ClientList } from './ClientList';

/**
 * /management/clients: the clients module's list for admins; for employees, who reach it from the
 * lawyer portal's links, the read-only directory of active clients.
 */
export const ClientsScreen = () => (getSessionUser()?.userType === 'employee' ? <ClientDirectory /> : <ClientList />);
