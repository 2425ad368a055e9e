import { userEvents, type SignInEvent, type UserEvent } from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';
import { handlersOf, textIndex, type Projection } from './projection.js';

/** The admins list (`users`), plus each admin's last sign-in. */
const catalog = catalogProjection('users', userEvents, [textIndex('username', 'email', 'fullNameEn', 'fullNameAr', 'phone')]);
export const usersProjection: Projection = {
  ...catalog,
  handlers: {
    ...catalog.handlers,
    ...handlersOf<SignInEvent>({
      UserSignedIn: async (e, store) => {
        if (e.data.userType === 'user') await store.collection('users').updateOne({ id: e.data.userId }, { $set: { lastLogin: e.data.at } });
      },
    }),
  },
};

/**
 * `principals`: what sign-in and every request are checked against, one document per admin
 * (`admin:{id}`) and per employee (`employee:{id}`).
 */
const key = (id: number) => `admin:${id}`;
export const adminPrincipalsProjection: Projection = {
  name: 'principals-admin',
  collections: ['principals'],
  indexes: { principals: [{ key: 1 }, { usernameLower: 1 }] },
  handlers: handlersOf<UserEvent>({
    UserRegistered: async (e, store) => {
      const { userId, ...d } = e.data;
      await store.collection('principals').replaceOne(
        { key: key(userId) },
        {
          key: key(userId), id: userId, userType: 'admin', username: d.username, usernameLower: d.username.toLowerCase(), email: d.email,
          fullNameEn: d.fullNameEn, fullNameAr: d.fullNameAr, isSuperAdmin: d.isSuperAdmin, roleId: d.roleId, isActive: d.isActive,
        },
        { upsert: true },
      );
    },
    UserProfileRevised: async (e, store) => {
      const { userId, phone: _phone, ...changed } = e.data;
      await store.collection('principals').updateOne({ key: key(userId) }, { $set: { ...changed, ...(changed.username ? { usernameLower: changed.username.toLowerCase() } : {}) } });
    },
    UserRoleChanged: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.userId) }, { $set: { roleId: e.data.roleId } })),
    UserActivated: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.userId) }, { $set: { isActive: true } })),
    UserDeactivated: async (e, store) => void (await store.collection('principals').updateOne({ key: key(e.data.userId) }, { $set: { isActive: false } })),
    UserRemoved: async (e, store) => void (await store.collection('principals').deleteOne({ key: key(e.data.userId) })),
  }),
};
