import { describe, expect, it } from 'vitest';
import { defineCatalogEvents, str, bool } from '@lawfirm/contracts';
import { deciderSpec } from './spec.js';
import { catalogDecider, catalogRecord } from './catalog.js';

const names = defineCatalogEvents(
  {
    idField: 'thingId',
    added: 'TestThingAdded',
    revised: 'TestThingRevised',
    removed: 'TestThingRemoved',
    fieldEvents: { TestThingRenamed: ['nameEn', 'nameAr'] },
    toggles: { isActive: { on: 'TestThingReactivated', off: 'TestThingDeactivated' } },
  },
  { nameEn: str(), nameAr: str(), note: str(), isActive: bool },
);
const spec = deciderSpec(catalogDecider(names));
const input = { nameEn: 'Main', nameAr: 'الرئيسي', note: 'n', isActive: true };
const added = { type: 'TestThingAdded', data: { thingId: 7, ...input } };

describe('catalog decider', () => {
  it('adds a record once', () => {
    spec.given([]).when({ type: 'Add', id: 7, input }).then([added]);
    spec.given([added]).when({ type: 'Add', id: 7, input }).thenFails('conflict', 'error.conflict');
  });

  it('records changed plain fields in the revision and meaningful changes as their own facts', () => {
    spec
      .given([added])
      .when({ type: 'Revise', id: 7, input: { ...input, note: 'm', nameAr: 'الأساسي', isActive: false } })
      .then([
        { type: 'TestThingRevised', data: { thingId: 7, note: 'm' } },
        { type: 'TestThingRenamed', data: { thingId: 7, nameEn: 'Main', nameAr: 'الأساسي' } },
        { type: 'TestThingDeactivated', data: { thingId: 7 } },
      ]);
  });

  it('records nothing for a revision that changes nothing', () => {
    spec.given([added]).when({ type: 'Revise', id: 7, input }).then([]);
  });

  it('folds every kind of event into the record', () => {
    const { state } = spec.given([added, { type: 'TestThingDeactivated', data: { thingId: 7 } }, { type: 'TestThingRenamed', data: { thingId: 7, nameEn: 'HQ', nameAr: 'المقر' } }]);
    expect(catalogRecord(state)).toMatchObject({ id: 7, nameEn: 'HQ', nameAr: 'المقر', note: 'n', isActive: false, version: 3 });
  });

  it('refuses to revise or remove what is not there', () => {
    const removed = { type: 'TestThingRemoved', data: { thingId: 7 } };
    spec.given([]).when({ type: 'Revise', id: 7, input }).thenFails('not_found', 'error.notFound');
    spec.given([]).when({ type: 'Remove', id: 7 }).thenFails('not_found', 'error.notFound');
    spec.given([added, removed]).when({ type: 'Revise', id: 7, input }).thenFails('not_found', 'error.notFound');
    spec.given([added, removed]).when({ type: 'Remove', id: 7 }).thenFails('not_found', 'error.notFound');
  });
});

const articleNames = defineCatalogEvents(
  {
    idField: 'articleId',
    added: 'TestArticleDrafted',
    revised: 'TestArticleRevised',
    removed: 'TestArticleRemoved',
    toggles: { isPublished: { on: 'TestArticlePublished', off: 'TestArticleUnpublished', separateOnAdd: true } },
    attachments: { event: 'TestArticleImageAttached', fields: ['image'] },
  },
  { title: str(), isPublished: bool },
);
const articles = deciderSpec(catalogDecider(articleNames));
const image = { id: 'b1', size: 3, contentType: 'image/png', sha256: 'aa', filename: 'a.png' };

describe('catalog decider: facts apart from creation', () => {
  it('drafts, then publishes and attaches as their own facts', () => {
    articles
      .given([])
      .when({ type: 'Add', id: 1, input: { title: 'T', isPublished: true, image } })
      .then([
        { type: 'TestArticleDrafted', data: { articleId: 1, title: 'T' } },
        { type: 'TestArticlePublished', data: { articleId: 1 } },
        { type: 'TestArticleImageAttached', data: { articleId: 1, field: 'image', file: image } },
      ]);
  });

  it('starts unpublished and attaches a file only when its content changes', () => {
    const drafted = { type: 'TestArticleDrafted', data: { articleId: 1, title: 'T' } };
    const withImage = { type: 'TestArticleImageAttached', data: { articleId: 1, field: 'image', file: image } };
    expect(articles.given([drafted]).state.fields.isPublished).toBe(false);
    articles.given([drafted, withImage]).when({ type: 'Revise', id: 1, input: { title: 'T', image } }).then([]);
    articles
      .given([drafted, withImage])
      .when({ type: 'Revise', id: 1, input: { image: { ...image, sha256: 'bb' } } })
      .then([{ type: 'TestArticleImageAttached', data: { articleId: 1, field: 'image', file: { ...image, sha256: 'bb' } } }]);
  });
});
