import type { UserRegisteredData } from '@lawfirm/contracts';
import { stamp, type Projection } from './projection.js';

/**
 * Admin users: `users` (the admins list) and `principals` (what sign-in and every request are
 * checked against; shared with employees, keyed `admin:{id}` / `employee:{id}`).
 */
export const usersProjection: Projection = {
  name: 'users',
  collections: ['users', 'principals'],
  indexes: { users: [{ id: 1 }], principals: [{ key: 1 }, { usernameLower: 1 }] },
  handlers: {
    UserRegistered: async (e, store) => {
      const d = e.data as UserRegisteredData;
      const { userId, ...profile } = d;
      await store.collection('users').replaceOne({ id: userId }, { id: userId, ...profile, lastLogin: null, createdAt: e.metadata.time, ...stamp(e) }, { upsert: true });
      await store.collection('principals').replaceOne(
        { key: `admin:${userId}` },
        {
          key: `admin:${userId}`, id: userId, userType: 'admin', username: d.username, usernameLower: d.username.toLowerCase(), email: d.email,
          fullNameEn: d.fullNameEn, fullNameAr: d.fullNameAr, isSuperAdmin: d.isSuperAdmin, roleId: d.roleId, isActive: d.isActive,
        },
        { upsert: true },
      );
    },
    UserProfileRevised: async (e, store) => {
      const { userId, ...changed } = e.data as Partial<UserRegisteredData> & { userId: number };
      await store.collection('users').updateOne({ id: userId }, { $set: { ...changed, ...stamp(e) } });
      const principal: Record<string, unknown> = { ...changed };
      delete principal.phone;
      if (changed.username) principal.usernameLower = changed.username.toLowerCase();
      await store.collection('principals').updateOne({ key: `admin:${userId}` }, { $set: principal });
    },
    UserActivated: async (e, store) => setActive(e.data.userId, true, stamp(e), store),
    UserDeactivated: async (e, store) => setActive(e.data.userId, false, stamp(e), store),
    UserRemoved: async (e, store) => {
      await store.collection('users').deleteOne({ id: e.data.userId });
      await store.collection('principals').deleteOne({ key: `admin:${e.data.userId}` });
    },
    UserSignedIn: async (e, store) => {
      if (e.data.userType === 'user') await store.collection('users').updateOne({ id: e.data.userId }, { $set: { lastLogin: e.data.at } });
    },
  },
};

async function setActive(userId: number, isActive: boolean, s: ReturnType<typeof stamp>, store: Parameters<Projection['handlers'][string]>[1]) {
  await store.collection('users').updateOne({ id: userId }, { $set: { isActive, ...s } });
  await store.collection('principals').updateOne({ key: `admin:${userId}` }, { $set: { isActive } });
}
