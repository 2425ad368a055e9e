import { formatAed, rateId, type RateCardEvent } from '@lawfirm/contracts';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

/** The read model `billing_rates`: each hourly rate of the firm's card (`id` its scope and id, `case-12`), the rate in AED and in fils. */
export const ratesProjection: Projection = {
  name: 'billing-rates',
  collections: ['billing_rates'],
  indexes: { billing_rates: [{ id: 1 }, { scope: 1, scopeId: 1 }, textIndex('scope', 'rate')] },
  handlers: handlersOf<RateCardEvent>({
    HourlyRateSet: async (e, store) => {
      const { scope, scopeId, rateFils } = e.data;
      const id = rateId(scope, scopeId);
      await store
        .collection('billing_rates')
        .updateOne({ id }, { $set: { scope, scopeId, rateFils, rate: formatAed(rateFils), ...stamp(e) }, $setOnInsert: { createdAt: e.metadata.time } }, { upsert: true });
    },
    HourlyRateRemoved: async (e, store) => {
      await store.collection('billing_rates').deleteOne({ id: rateId(e.data.scope, e.data.scopeId) });
    },
  }),
};
